import { describe, expect, it } from 'vitest';
import { categoryLanguage, deriveCategoryId, isCategoryId } from './category-id';

describe('a category id derived from its name', () => {
  it.each([
    ['Visita dentistica', 'visitaDentistica'],
    ['Zahnärztliche Kontrolle', 'zahnarztlicheKontrolle'],
    ['Fisioterapia / riabilitazione', 'fisioterapiaRiabilitazione'],
    ['3 pasti al giorno', 'pastiAlGiorno'],
    ['!!!', ''],
  ])('“%s” gives `%s`', (name, id) => {
    expect(deriveCategoryId(name)).toBe(id);
  });

  it('is at most 40 characters and always an id the server takes when not empty', () => {
    const id = deriveCategoryId('Una categoria dal nome davvero molto ma molto lungo');
    expect(id).toHaveLength(40);
    expect(isCategoryId(id)).toBe(true);
    expect(isCategoryId('Dental-care')).toBe(false);
  });

  it('names a category in the screen’s language, English for another', () => {
    expect(categoryLanguage('de')).toBe('de');
    expect(categoryLanguage('fr')).toBe('en');
  });
});
