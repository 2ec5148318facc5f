/** A multipart/form-data body with one file field, as a browser's FormData would send it. */
export function multipartFile(
  field: string,
  fileName: string,
  bytes: Uint8Array,
  contentType = "application/octet-stream",
) {
  const boundary = `----fable${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, Buffer.from(bytes), tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}
