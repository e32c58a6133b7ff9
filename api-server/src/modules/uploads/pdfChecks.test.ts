import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, it } from 'node:test';
import { deflateSync } from 'node:zlib';
import { pdfProblem } from './pdfChecks.js';

/**
 * A well-formed PDF made of `objects` (object 1 is the catalogue, 2 the page tree), with a
 * cross-reference table and a trailer, so that a refusal is for what the file holds and not for
 * its form.
 */
function pdf(objects: (string | Buffer)[], trailer = ''): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  objects.forEach((body, index) => {
    offsets.push(length);
    const object = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`,
    ...offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailer}>>\nstartxref\n${length}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([...parts, Buffer.from(xref, 'latin1')]);
}

const pages = '<< /Type /Pages /Kids [] /Count 0 >>';
const catalog = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra}>>`;

/** A stream object: its dictionary entries (without /Length) and its encoded bytes. */
function stream(entries: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${entries} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

/** An object stream holding object 4 with `body`, encoded by `encode` under `filter`. */
function objectStream(body: string, filter: string, encode: (data: Buffer) => Buffer): Buffer {
  const header = '4 0 ';
  const data = encode(Buffer.from(header + body, 'latin1'));
  return stream(`/Type /ObjStm /N 1 /First ${header.length} /Filter /${filter}`, data);
}

const asciiHex = (data: Buffer) => Buffer.from(`${data.toString('hex')}>`, 'latin1');

/** LZW as PDF readers decode it: a clear code, one 9-bit code per byte, the end code. */
function lzw(data: Buffer): Buffer {
  const codes = [256, ...data, 257];
  const bits = codes.map((code) => code.toString(2).padStart(9, '0')).join('');
  const bytes = bits.padEnd(Math.ceil(bits.length / 8) * 8, '0').match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => parseInt(byte, 2)));
}

const openScript = '<< /S /JavaScript /JS (app.alert(1)) >>';

void describe('PDF check', () => {
  void it('passes the demo medication plan and a plain page', async () => {
    const leaflet = await readFile(new URL('../demo/media/medication-plan.pdf', import.meta.url));
    assert.equal(await pdfProblem(leaflet), null);
    assert.equal(await pdfProblem(pdf([catalog(), pages])), null);
  });

  void it('refuses an encrypted file, even when its encryption dictionary is missing', async () => {
    const standard = '<< /Filter /Standard /V 1 /R 2 /O <00> /U <00> /P -4 >>';
    assert.equal(await pdfProblem(pdf([catalog(), pages, standard], '/Encrypt 3 0 R ')), 'encrypted');
    assert.equal(await pdfProblem(pdf([catalog(), pages], '/Encrypt 9 0 R ')), 'encrypted');
  });

  void it('refuses a file it cannot parse', async () => {
    assert.equal(await pdfProblem(Buffer.from('%PDF-1.7\nnot a document\n', 'latin1')), 'unreadable');
    const unknownFilter = stream('/Type /ObjStm /N 1 /First 4 /Filter /JBIG2Decode', Buffer.from('x'));
    assert.equal(await pdfProblem(pdf([catalog(), pages, unknownFilter])), 'unreadable');
  });

  void it('refuses open actions, scripts, launch and link actions, attachments and event actions', async () => {
    for (const [file, expected] of [
      [pdf([catalog('/OpenAction 3 0 R '), pages, '<< /S /GoTo /D [0 /Fit] >>']), 'open action'],
      [pdf([catalog('/Names << /JavaScript 3 0 R >> '), pages, '<< /Names [] >>']), 'script'],
      [pdf([catalog(), pages, '<< /S /Launch /F (cmd.exe) >>']), 'launch action'],
      [pdf([catalog(), pages, '<< /Type /Action /S /URI /URI (https://evil.test) >>']), 'link action'],
      [pdf([catalog(), pages, stream('/Type /EmbeddedFile', Buffer.from('MZ'))]), 'embedded file'],
      [pdf([catalog(), '<< /Type /Pages /Kids [] /Count 0 /AA << >> >>']), 'additional action'],
      [pdf([catalog(), pages, '<< /S /J#61vaScript >>']), 'script'],
      [pdf([catalog(), pages, '<< /S /J#61v#61Script >>']), 'script'],
      [pdf([catalog(), pages, '<< /S /#4c#61unch >>']), 'launch action'],
      [pdf([catalog(), pages, '<< /S /#4C#61unch >>']), 'launch action'],
    ] as const) {
      assert.equal(await pdfProblem(file), expected, file.toString('latin1'));
    }
  });

  void it('finds a script inside an object stream, whatever filter encodes it', async () => {
    const hidden = `<< /Type /Catalog /Pages 2 0 R /OpenAction ${openScript} >>`;
    for (const [filter, encode] of [
      ['FlateDecode', (data: Buffer) => deflateSync(data)],
      ['ASCIIHexDecode', asciiHex],
      ['LZWDecode', lzw],
    ] as const) {
      const file = pdf([catalog(), pages, objectStream(hidden, filter, encode)]);
      assert.notEqual(await pdfProblem(file), null, filter);
    }
    const scriptOnly = pdf([catalog(), pages, objectStream(openScript, 'LZWDecode', lzw)]);
    assert.equal(await pdfProblem(scriptOnly), 'script');
    const plain = pdf([catalog(), pages, objectStream('<< /Producer (x) >>', 'ASCIIHexDecode', asciiHex)]);
    assert.equal(await pdfProblem(plain), null);
  });
});
