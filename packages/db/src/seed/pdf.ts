// A small, valid PDF 1.4 writer for the demo resources: A4 pages, the standard Helvetica fonts (no
// embedding, so a guide weighs a few kilobytes), headings, paragraphs and bullet lists with wrapping.

export interface PdfDocument {
  title: string;
  subtitle?: string;
  sections: { heading?: string; paragraphs?: string[]; bullets?: string[] }[];
  footer?: string;
}

const PAGE = { width: 595, height: 842, margin: 56 };
const BODY = { font: "F1", size: 11, leading: 15 };

/** Helvetica averages about half an em a character; wrap a little short of the margin to stay inside it. */
function wrap(text: string, size: number, width: number): string[] {
  const max = Math.floor(width / (size * 0.52));
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > max) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const pdfString = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");

type Run = { font: "F1" | "F2"; size: number; leading: number; x: number; text: string; gapBefore?: number };

function layout(doc: PdfDocument): Run[] {
  const width = PAGE.width - 2 * PAGE.margin;
  const runs: Run[] = [];
  const add = (font: Run["font"], size: number, leading: number, text: string, x = 0, gapBefore = 0) => {
    wrap(text, size, width - x).forEach((line, i) => {
      runs.push({ font, size, leading, x, text: line, gapBefore: i === 0 ? gapBefore : 0 });
    });
  };
  add("F2", 20, 26, doc.title);
  if (doc.subtitle) add("F1", 12, 18, doc.subtitle, 0, 4);
  for (const section of doc.sections) {
    if (section.heading) add("F2", 13, 18, section.heading, 0, 14);
    for (const paragraph of section.paragraphs ?? [])
      add(BODY.font as Run["font"], BODY.size, BODY.leading, paragraph, 0, 6);
    for (const bullet of section.bullets ?? []) {
      const lines = wrap(bullet, BODY.size, width - 16);
      lines.forEach((line, i) => {
        runs.push({
          font: "F1",
          size: BODY.size,
          leading: BODY.leading,
          x: 16,
          text: line,
          gapBefore: i === 0 ? 3 : 0,
        });
        if (i === 0) runs.push({ font: "F1", size: BODY.size, leading: 0, x: 4, text: "-" });
      });
    }
  }
  return runs;
}

function pageStreams(doc: PdfDocument): string[] {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  const footer = (n: number) =>
    `BT /F1 9 Tf ${PAGE.margin} 32 Td (${pdfString(`${doc.footer ?? doc.title}  |  page ${n}`)}) Tj ET`;
  for (const run of layout(doc)) {
    const needed = (run.gapBefore ?? 0) + run.leading;
    if (y - needed < PAGE.margin + 10) {
      ops.push(footer(pages.length + 1));
      pages.push(ops.join("\n"));
      ops = [];
      y = PAGE.height - PAGE.margin;
    }
    // A zero-leading run (the bullet mark) sits on the line of the run before it.
    if (run.leading > 0) y -= needed;
    ops.push(`BT /${run.font} ${run.size} Tf ${PAGE.margin + run.x} ${y} Td (${pdfString(run.text)}) Tj ET`);
  }
  ops.push(footer(pages.length + 1));
  pages.push(ops.join("\n"));
  return pages;
}

export function renderPdf(doc: PdfDocument): Buffer {
  const streams = pageStreams(doc);
  const objects: string[] = [];
  const pageIds = streams.map((_, i) => 5 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>";
  objects[4] = "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>";
  streams.forEach((stream, i) => {
    const pageId = pageIds[i]!;
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] =
      `<< /Length ${Buffer.byteLength(stream, "latin1")} >>\nstream\n${stream}\nendstream`;
  });
  const infoId = objects.length;
  objects[infoId] = `<< /Title (${pdfString(doc.title)}) /Producer (Born To Win) >>`;

  let body = "%PDF-1.4\n%\xe2\xe3\xcf\xd3\n";
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = Buffer.byteLength(body, "latin1");
    body += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = Buffer.byteLength(body, "latin1");
  body += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) body += `${String(offsets[id]).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info ${infoId} 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}
