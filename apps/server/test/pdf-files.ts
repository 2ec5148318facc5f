/**
 * Small valid PDFs written by hand (uncompressed content streams, Helvetica, ASCII text): what the
 * PDF tests and the benchmark read, and the hostile variants they must refuse.
 */

const escapeText = (text: string) => text.replace(/[\\()]/g, (char) => `\\${char}`);

export interface PdfOptions {
  /** A standard security handler whose password is not empty: readers must ask for one. */
  encrypted?: boolean;
  /** Arrays nested this deep in the first page's resources. */
  nesting?: number;
  /** Every page's width and height in points (a hostile size for a reader that draws pages). */
  pageSize?: [number, number];
}

/** A PDF whose pages hold these lines of text, one Tj per line, top to bottom. */
export function writePdf(pages: string[][], options: PdfOptions = {}): Buffer {
  const objects: string[] = [];
  const add = (body: string) => {
    objects.push(body);
    return objects.length;
  };
  const catalog = add("");
  const tree = add("");
  const font = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const deep = options.nesting ? `/Deep ${"[".repeat(options.nesting)}${"]".repeat(options.nesting)}` : "";
  const [width, height] = options.pageSize ?? [612, 792];
  const kids: number[] = [];
  for (const [index, lines] of pages.entries()) {
    const stream = `BT /F1 11 Tf 14 TL 72 740 Td ${lines.map((line) => `(${escapeText(line)}) Tj T*`).join(" ")} ET`;
    const content = add(`<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent ${tree} 0 R /MediaBox [0 0 ${width} ${height}] /Contents ${content} 0 R /Resources << /Font << /F1 ${font} 0 R >> ${index === 0 ? deep : ""} >> >>`,
      ),
    );
  }
  objects[catalog - 1] = `<< /Type /Catalog /Pages ${tree} 0 R >>`;
  objects[tree - 1] =
    `<< /Type /Pages /Count ${kids.length} /Kids [${kids.map((kid) => `${kid} 0 R`).join(" ")}] >>`;
  const encrypt = options.encrypted
    ? add(`<< /Filter /Standard /V 1 /R 2 /O <${"ab".repeat(32)}> /U <${"cd".repeat(32)}> /P -4 >>`)
    : 0;
  const id = `<${"0123456789abcdef".repeat(2)}>`;
  return assemblePdf(objects, catalog, `/ID [${id} ${id}] ${encrypt ? `/Encrypt ${encrypt} 0 R` : ""}`);
}

/**
 * A one-page PDF whose content stream is these deflated bytes (FlateDecode): with `deflatedZeros`, a
 * file of a megabyte that inflates to a gigabyte — the decompression bomb a reader must survive.
 */
export function writeDeflatedContentPdf(deflated: Buffer): Buffer {
  const stream = `<< /Length ${deflated.length} /Filter /FlateDecode >>\nstream\n${deflated.toString("latin1")}\nendstream`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << >> >>",
    stream,
  ];
  return assemblePdf(objects, 1);
}

/** The file of these numbered objects (object n is objects[n - 1]): header, bodies, cross-reference table, trailer. */
function assemblePdf(objects: string[], root: number, trailerExtra = ""): Buffer {
  let out = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (const [index, body] of objects.entries()) {
    offsets.push(Buffer.byteLength(out, "latin1"));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  }
  const xref = Buffer.byteLength(out, "latin1");
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, "0")} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root ${root} 0 R ${trailerExtra}>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, "latin1");
}

/** A run of text drawn at a place of the page, its characters in drawing (left to right) order. */
export interface PlacedRun {
  x: number;
  y: number;
  text: string;
}

/**
 * A one-page PDF whose runs may hold any Unicode text, as a real document's embedded font would: each
 * distinct character gets a one-byte code of the font, and its ToUnicode map says which character each
 * code is (readers take text from that map, not from the glyphs). Right-to-left text is stored the way
 * such documents store it, in drawing order: a Hebrew word's letters from its left end to its right.
 */
export function writeUnicodePdf(runs: PlacedRun[]): Buffer {
  const codes = new Map<string, number>();
  for (const run of runs) for (const char of run.text) if (!codes.has(char)) codes.set(char, codes.size + 1);
  if (codes.size > 255) throw new Error("writeUnicodePdf: at most 255 distinct characters");
  const hex = (value: number, digits: number) => value.toString(16).padStart(digits, "0").toUpperCase();
  const entries = [...codes].map(
    ([char, code]) =>
      `<${hex(code, 2)}> <${[...Buffer.from(char, "utf16le").swap16()].map((b) => hex(b, 2)).join("")}>`,
  );
  const cmap = [
    "/CIDInit /ProcSet findresource begin 12 dict begin begincmap",
    "/CMapName /Fable-Unicode def /CMapType 2 def",
    "1 begincodespacerange <00> <FF> endcodespacerange",
    `${entries.length} beginbfchar`,
    ...entries,
    "endbfchar endcmap CMapName currentdict /CMap defineresource pop end end",
  ].join("\n");
  const widths = [...codes.keys()].map((char) => (char === " " ? 250 : 550)).join(" ");
  const stream = `BT /F1 11 Tf ${runs
    .map(
      (run) =>
        `1 0 0 1 ${run.x} ${run.y} Tm <${[...run.text].map((char) => hex(codes.get(char)!, 2)).join("")}> Tj`,
    )
    .join(" ")} ET`;
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Count 1 /Kids [3 0 R] >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>",
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /FirstChar 1 /LastChar ${codes.size} /Widths [${widths}] /ToUnicode 6 0 R >>`,
    `<< /Length ${cmap.length} >>\nstream\n${cmap}\nendstream`,
  ];
  return assemblePdf(objects, 1);
}

/** A page of plain sentences about one numbered topic, so a question can name the page it wants. */
export function topicPage(page: number): string[] {
  return [
    `Chapter ${page}: the lighthouse keeper's log, entry ${page}.`,
    `On day ${page} the keeper counted ${page * 7} gulls and trimmed the lamp wick twice.`,
    `Topic marker topic${page}x appears only on this page of the log.`,
    "The sea was grey, the wind came from the north, and supplies arrived by the morning boat.",
  ];
}
