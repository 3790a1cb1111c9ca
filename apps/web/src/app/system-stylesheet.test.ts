import { DARK_THEME, DEFAULT_THEME, createThemeSystemFor } from '@care/theming';
import { afterEach, describe, expect, it } from 'vitest';
import { CHAKRA_COMPONENT_STYLES } from './chakra-components';
import {
  SYSTEM_STYLESHEET_ATTRIBUTE,
  themeFingerprint,
  withStaticGlobalStyles,
} from './system-stylesheet';

function addStaticStylesheet(fingerprint: string): void {
  const style = document.createElement('style');
  style.setAttribute(SYSTEM_STYLESHEET_ATTRIBUTE, fingerprint);
  document.head.append(style);
}

// Only the stylesheets this file added: the files of a worker share one document and one Emotion
// cache, whose global styles are inserted before its first tag; removing Emotion's tags made the
// next app's render throw NotFoundError.
afterEach(() => {
  document.head
    .querySelectorAll(`style[${SYSTEM_STYLESHEET_ATTRIBUTE}]`)
    .forEach((style) => style.remove());
});

describe('themeFingerprint', () => {
  it('names equal values equally, and any changed value differently', () => {
    expect(themeFingerprint(structuredClone(DEFAULT_THEME))).toBe(themeFingerprint(DEFAULT_THEME));
    expect(themeFingerprint(DARK_THEME)).not.toBe(themeFingerprint(DEFAULT_THEME));
    const tinted = { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: '#1b5e20' } };
    expect(themeFingerprint(tinted)).not.toBe(themeFingerprint(DEFAULT_THEME));
  });
});

describe('withStaticGlobalStyles', () => {
  const system = createThemeSystemFor(DEFAULT_THEME, CHAKRA_COMPONENT_STYLES);

  it('gives the system as it is when the page has no static stylesheet of the theme', () => {
    expect(withStaticGlobalStyles(system, DEFAULT_THEME)).toBe(system);
    addStaticStylesheet(themeFingerprint(DARK_THEME));
    expect(withStaticGlobalStyles(system, DEFAULT_THEME)).toBe(system);
  });

  it('gives the system without global styles when the page carries the theme’s', () => {
    addStaticStylesheet(themeFingerprint(DEFAULT_THEME));
    const provided = withStaticGlobalStyles(system, DEFAULT_THEME);
    expect(provided._global).toEqual([]);
    // Everything else is the system's own: tokens, recipes, the css function.
    expect(provided.token('colors.care.primary')).toBe(system.token('colors.care.primary'));
    expect(provided.token('colors.care.primary')).toBeTruthy();
    expect(provided.getRecipe('button')).toBe(system.getRecipe('button'));
    expect(provided.css({ color: 'care.primary' })).toEqual(system.css({ color: 'care.primary' }));
    // The system itself keeps its global styles, for a page without the stylesheet.
    expect(system._global.length).toBeGreaterThan(0);
  });
});
