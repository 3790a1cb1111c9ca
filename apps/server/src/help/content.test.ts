import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { plainText, readHelpLibrary } from './content';

const folders: string[] = [];
afterEach(async () => {
  await Promise.all(folders.splice(0).map((folder) => rm(folder, { recursive: true })));
});

/** A content folder with `files` under `help/`. */
async function contentWith(files: Record<string, string>): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'care-help-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(join(folder, 'help', name, '..'), { recursive: true });
    await writeFile(join(folder, 'help', name), text);
  }
  return folder;
}

const page = (title: string, body: string) =>
  `<!--\ntitle: ${title}\nsummary: About ${title}.\n-->\n${body}`;

describe('readHelpLibrary', () => {
  it('reads each language, sanitizes the pages and keeps the words of each for searching', async () => {
    const folder = await contentWith({
      'pages.json': '["intro"]',
      'en/intro.html': page(
        'Intro',
        '<h2>Hi</h2><p onclick="x()">A &amp; B<script>bad()</script></p>',
      ),
      'de/intro.html': page('Einführung', '<p>Hallo</p>'),
    });
    const library = readHelpLibrary(folder);
    expect([...library.keys()]).toEqual(['de', 'en']);
    expect(library.get('en')?.pages.get('intro')).toEqual({
      locale: 'en',
      id: 'intro',
      title: 'Intro',
      summary: 'About Intro.',
      html: '<h2>Hi</h2><p>A &amp; B</p>',
    });
    expect(library.get('en')?.index.pages[0]?.text).toBe('Hi A & B');
  });

  it('stops the start on a missing page, header or English', async () => {
    const missing = await contentWith({
      'pages.json': '["intro", "more"]',
      'en/intro.html': page('Intro', '<p>x</p>'),
    });
    expect(() => readHelpLibrary(missing)).toThrow(/more\.html is missing/);
    const headless = await contentWith({ 'pages.json': '["intro"]', 'en/intro.html': '<p>x</p>' });
    expect(() => readHelpLibrary(headless)).toThrow(/title and summary header/);
    const noEnglish = await contentWith({
      'pages.json': '["intro"]',
      'it/intro.html': page('Intro', '<p>x</p>'),
    });
    expect(() => readHelpLibrary(noEnglish)).toThrow(/English is the fallback/);
  });

  it('plainText drops the tags and decodes the entities the sanitizer writes', () => {
    expect(plainText('<p>l&#39;ospite &lt;3&gt;</p>\n<ul><li>a</li></ul>')).toBe("l'ospite <3> a");
  });
});
