import type { ThemeConfig } from 'antd';

/**
 * The brand's blue, and text tones dark enough for WCAG AA (4.5:1) on white and on the layout's grey:
 * antd's defaults (secondary #8c8c8c, placeholders #bfbfbf, links #1677ff) fail it (axe.spec).
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#0b5cab',
    colorLink: '#0b5cab',
    colorLinkHover: '#084a8a',
    colorTextSecondary: 'rgba(0, 0, 0, 0.62)',
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Danger buttons and error texts: antd's #ff4d4f is 3.3:1 on white.
    colorError: '#cf1322',
    borderRadius: 6,
  },
  components: {
    // A coloured tag's text is its colour's 7th shade on the 1st (about 3:1): the 8th or 9th reads.
    Tag: {
      red7: '#a8071a',
      volcano7: '#871400',
      orange7: '#873800',
      gold7: '#874d00',
      yellow7: '#876800',
      lime7: '#3f6600',
      green7: '#135200',
      cyan7: '#00474f',
      blue7: '#003eb3',
      geekblue7: '#10239e',
      purple7: '#391085',
      magenta7: '#9e1068',
      colorSuccess: '#135200',
      colorError: '#a8071a',
      colorWarning: '#874d00',
      colorInfo: '#003eb3',
    },
    // "Não há dados" of a table (antd's #bfbfbf).
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
