import { crc32, deflateRawSync } from 'node:zlib';

/** The main part's content type of each Office format, by the entry that marks it. */
const MAIN_PARTS: Record<string, string> = {
  'word/document.xml': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'xl/workbook.xml': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'ppt/presentation.xml':
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

/** A `[Content_Types].xml` as Office writes it, naming the main part among `names`. */
function contentTypes(names: readonly string[]): string {
  const overrides = names
    .filter((name) => MAIN_PARTS[name])
    .map((name) => `<Override PartName="/${name}" ContentType="${MAIN_PARTS[name]}.main+xml"/>`);
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    `${overrides.join('')}</Types>`
  );
}

/**
 * A minimal ZIP archive with `names`, for the type-sniffing tests: every entry deflated as Office
 * does, `[Content_Types].xml` with the Office content types of the other entries, the rest empty.
 */
export function zipWith(names: readonly string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const content = Buffer.from(name === '[Content_Types].xml' ? contentTypes(names) : '');
    const data = deflateRawSync(content);
    const header = (size: number, signature: number, at: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt32LE(signature, 0);
      buffer.writeUInt16LE(20, at);
      buffer.writeUInt16LE(8, at + 4); // deflate
      buffer.writeUInt32LE(crc32(content), at + 10);
      buffer.writeUInt32LE(data.length, at + 14);
      buffer.writeUInt32LE(content.length, at + 18);
      buffer.writeUInt16LE(nameBytes.length, at + 22);
      return buffer;
    };
    locals.push(header(30, 0x04034b50, 4), nameBytes, data);
    const central = header(46, 0x02014b50, 6);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
