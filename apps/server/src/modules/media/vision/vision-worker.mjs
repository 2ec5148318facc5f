// The worker thread that runs the offline picture models (vision-pool.ts starts it): face detection
// with face-api's TinyFaceDetector and NSFW classification with nsfwjs' MobileNetV2, both on the
// TensorFlow.js WebAssembly backend. The pool hands it raw RGB pixels already decoded and resized by
// sharp, so a hostile file never reaches this thread. Models load once, at the first task.
// Plain JavaScript so it runs as it is under tsx, vitest and the built server alike.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { parentPort } from "node:worker_threads";

const require = createRequire(import.meta.url);

/** Faces scoring below this are not reported at all; "clear" is decided by the pool's caller. */
const MIN_REPORTED_SCORE = 0.3;
/** TinyFaceDetector's input side (a multiple of 32): 416 finds faces down to ~5 % of the picture. */
const FACE_INPUT_SIZE = 416;

let loading = null;

/**
 * nsfwjs' MobileNetV2 as TensorFlow.js model artifacts, read from the files the package ships.
 * nsfwjs' own load() evaluates the 3.5 MB weight bundle as JavaScript, which took the process to
 * ~860 MB at its peak; here its one base64 string is taken out of the file's text instead (~180 MB).
 */
function mobileNetV2Artifacts() {
  // The package's exports map hides dist/, so the folder is found from its entry point.
  const models = path.join(path.dirname(require.resolve("nsfwjs")), "..", "models", "mobilenet_v2");
  const modelJson = require(path.join(models, "model.min.js"));
  const shard = readFileSync(path.join(models, "group1-shard1of1.min.js"), "latin1");
  const base64 = shard.match(/"([A-Za-z0-9+/=]{100000,})"/)?.[1];
  if (!base64) throw new Error("nsfwjs' MobileNetV2 weights were not found in its bundle");
  const weights = Buffer.from(base64, "base64");
  return {
    modelTopology: modelJson.modelTopology,
    weightSpecs: modelJson.weightsManifest.flatMap((group) => group.weights),
    weightData: weights.buffer.slice(weights.byteOffset, weights.byteOffset + weights.length),
  };
}

/** Loads TensorFlow.js, its wasm backend and both models; a failure is kept and told for every task. */
function models() {
  loading ??= (async () => {
    const faceapi = require("@vladmandic/face-api/dist/face-api.node-wasm.js");
    const wasm = require("@tensorflow/tfjs-backend-wasm");
    // The .wasm files ship in the package: read from disk, never fetched.
    const wasmDir = path.dirname(
      require.resolve("@tensorflow/tfjs-backend-wasm/dist/tfjs-backend-wasm.wasm"),
    );
    wasm.setWasmPaths(`${wasmDir}${path.sep}`, false);
    const tf = faceapi.tf;
    if (!(await tf.setBackend("wasm"))) throw new Error("the TensorFlow.js wasm backend did not start");
    await tf.ready();
    const faceModels = path.join(path.dirname(require.resolve("@vladmandic/face-api/package.json")), "model");
    await faceapi.nets.tinyFaceDetector.loadFromDisk(faceModels);
    const nsfwjs = require("nsfwjs");
    const nsfw = new nsfwjs.NSFWJS(tf.io.fromMemory(mobileNetV2Artifacts()), { size: 224 });
    await nsfw.load();
    return { tf, faceapi, nsfw };
  })();
  return loading;
}

async function faces({ tf, faceapi }, { pixels, width, height }) {
  const input = tf.tensor3d(pixels, [height, width, 3], "int32");
  try {
    const options = new faceapi.TinyFaceDetectorOptions({
      inputSize: FACE_INPUT_SIZE,
      scoreThreshold: MIN_REPORTED_SCORE,
    });
    const found = await faceapi.detectAllFaces(input, options);
    return found.map((face) => ({
      score: face.score,
      // Shares of the picture's width and height, so the caller need not know the resize.
      box: {
        x: face.box.x / width,
        y: face.box.y / height,
        width: face.box.width / width,
        height: face.box.height / height,
      },
    }));
  } finally {
    input.dispose();
  }
}

async function moderation({ tf, nsfw }, { pixels, width, height }) {
  const input = tf.tensor3d(pixels, [height, width, 3], "int32");
  try {
    const predictions = await nsfw.classify(input, 5);
    return Object.fromEntries(predictions.map((p) => [p.className, p.probability]));
  } finally {
    input.dispose();
  }
}

const TASKS = { faces, moderation };

parentPort.on("message", async (task) => {
  try {
    const loaded = await models().catch((error) => {
      throw Object.assign(new Error(String(error?.message ?? error)), { unavailable: true });
    });
    const result = await TASKS[task.kind](loaded, task);
    parentPort.postMessage({ id: task.id, ok: true, result });
  } catch (error) {
    parentPort.postMessage({
      id: task.id,
      ok: false,
      unavailable: Boolean(error?.unavailable),
      detail: String(error?.message ?? error),
    });
  }
});
