import type { ThemeEditorLabels } from '@care/ui';
import type { TFunction } from 'i18next';

const keys = <K extends string>(list: readonly K[], text: (key: K) => string) =>
  Object.fromEntries(list.map((key) => [key, text(key)])) as Record<K, string>;

/** The theme editor's texts in the language of `t`. */
export function themeEditorLabels(t: TFunction): ThemeEditorLabels {
  const f = 'settings.fields';
  return {
    sections: keys(
      ['buttons', 'text', 'fonts', 'gradients', 'backgrounds', 'tables', 'messages'],
      (key) => t(`settings.sections.${key}`),
    ),
    fields: {
      colors: keys(['primary', 'secondary', 'success', 'warning', 'info', 'error'], (key) =>
        t(`${f}.colors.${key}`),
      ),
      buttons: keys(
        [
          'primaryBackground',
          'primaryText',
          'secondaryBackground',
          'secondaryText',
          'borderRadius',
        ],
        (key) => t(`${f}.buttons.${key}`),
      ),
      text: keys(['body', 'muted', 'heading', 'link', 'onHeader', 'onSidebar'], (key) =>
        t(`${f}.text.${key}`),
      ),
      fonts: keys(
        ['size', 'family', 'headingFamily', 'caption', 'body', 'subtitle', 'heading', 'title'],
        (key) => t(`${f}.fonts.${key}`),
      ),
      gradients: {
        header: t(`${f}.gradients.header`),
        sidebar: t(`${f}.gradients.sidebar`),
        angle: (gradient) => t(`${f}.gradients.angle`, { gradient }),
        stop: (gradient, number) => t(`${f}.gradients.stop`, { gradient, number }),
        position: (gradient, number) => t(`${f}.gradients.position`, { gradient, number }),
        addStop: (gradient) => t(`${f}.gradients.addStop`, { gradient }),
        removeStop: (gradient, number) => t(`${f}.gradients.removeStop`, { gradient, number }),
      },
      backgrounds: keys(['page', 'surface', 'subtle'], (key) => t(`${f}.backgrounds.${key}`)),
      tables: keys(['headerBackground', 'headerText', 'rowStripe', 'border'], (key) =>
        t(`${f}.tables.${key}`),
      ),
    },
    color: {
      picker: (label) => t('settings.color.picker', { label }),
      presets: (label) => t('settings.color.presets', { label }),
      useSwatch: (color) => t('settings.color.useSwatch', { color }),
      invalid: t('settings.color.invalid'),
    },
    lengthInvalid: t('settings.lengthInvalid'),
    range: (min, max) => t('settings.range', { min, max }),
    preview: {
      label: (section) => t('settings.preview.label', { section }),
      ...keys(
        [
          'heading',
          'body',
          'muted',
          'link',
          'caption',
          'subtitle',
          'title',
          'guest',
          'room',
          'status',
          'present',
          'away',
          'success',
          'warning',
          'info',
          'error',
        ],
        (key) => t(`settings.preview.${key}`),
      ),
    },
  };
}
