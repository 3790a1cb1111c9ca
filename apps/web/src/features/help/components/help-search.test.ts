import { describe, expect, it } from 'vitest';
import { filterHelpPages } from './help-search';

const pages = [
  { id: 'documents', title: 'Dokumente', summary: 'Ablage.', text: 'Anhänge und Verlauf' },
  { id: 'settings', title: 'Ajustes', summary: 'Temas.', text: 'Cambia la pestaña Avanzado' },
];

describe('filterHelpPages', () => {
  it('keeps every page for an empty query', () => {
    expect(filterHelpPages(pages, '  ')).toEqual(pages);
  });

  it('finds every word in title, summary or text, ignoring case and accents', () => {
    expect(filterHelpPages(pages, 'anhange VERLAUF').map((page) => page.id)).toEqual(['documents']);
    expect(filterHelpPages(pages, 'pestana temas').map((page) => page.id)).toEqual(['settings']);
    expect(filterHelpPages(pages, 'dokumente temas')).toEqual([]);
  });
});
