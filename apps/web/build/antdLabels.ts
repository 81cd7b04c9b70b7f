import path from 'node:path';
import type { Plugin } from 'vite';
import { ANTD_LABELS as L } from '../src/shared/antd/labels';

const ICON_LABELS_MODULE = path.resolve(import.meta.dirname, '../src/shared/antd/labels.ts');
const text = (s: string) => JSON.stringify(s);

interface Edit {
  /** The module, by the end of its path. */
  module: RegExp;
  /** Each English text, as the module writes it, and what takes its place. */
  replace: [from: string, to: string][];
  /** Prepended to the module. */
  prepend?: string;
}

/**
 * antd's labels that its locale does not reach (src/shared/antd/labels.ts), put in pt-BR in the modules
 * that write them: the icons' names (@ant-design/icons), InputNumber's step handlers, Select's clear
 * button, Table's header checkbox, and the close buttons' defaults of dialogs and notifications (antd
 * passes its locale's 'Fechar' over them; a default stays Portuguese if it does not). Each text must be
 * found as written here: a new antd that changed one fails the build (and the dev server) instead of
 * speaking English again. antd, its icons and these parts are pinned to exact versions for that reason.
 */
const EDITS: Edit[] = [
  // The icons' component, and its light variant that the single icons (`@ant-design/icons/es/icons/…`) use.
  {
    module: /@ant-design\/icons\/es\/components\/AntdIcon(Light)?\.js$/,
    prepend: `import { iconA11y as __iconA11y } from ${text(ICON_LABELS_MODULE)};\n`,
    replace: [['"aria-label": icon.name', '...__iconA11y(icon.name, restProps)']],
  },
  {
    module: /@rc-component\/input-number\/es\/StepHandler\.js$/,
    replace: [
      ["isUpAction ? 'Increase Value' : 'Decrease Value'", `isUpAction ? ${text(L.increase)} : ${text(L.decrease)}`],
    ],
  },
  {
    module: /@rc-component\/select\/es\/hooks\/useAllowClear\.js$/,
    replace: [["allowClearConfig.label ?? 'Clear'", `allowClearConfig.label ?? ${text(L.clear)}`]],
  },
  {
    module: /antd\/es\/table\/hooks\/useSelection\.js$/,
    replace: [
      [
        "customizeSelections ? 'Custom selection' : 'Select all'",
        `customizeSelections ? ${text(L.customSelection)} : tableLocale.selectionAll`,
      ],
    ],
  },
  {
    module: /@rc-component\/segmented\/es\/index\.js$/,
    replace: [['"aria-label": "segmented control"', `"aria-label": ${text(L.segmented)}`]],
  },
  {
    module: /@rc-component\/dialog\/es\/Dialog\/Content\/Panel\.js$/,
    replace: [['"aria-label": "Close"', `"aria-label": ${text(L.close)}`]],
  },
  {
    module: /@rc-component\/notification\/es\/Notification\.js$/,
    replace: [['"aria-label": "Close"', `"aria-label": ${text(L.close)}`]],
  },
];

export function antdLabels(): Plugin {
  return {
    name: 'ability-antd-labels',
    enforce: 'pre',
    transform(code, id) {
      const file = id.replaceAll('\\', '/').split('?')[0]!;
      const edit = EDITS.find((e) => e.module.test(file));
      if (!edit) return null;
      let out = code;
      for (const [from, to] of edit.replace) {
        if (!out.includes(from)) this.error(`antdLabels: "${from}" is no longer in ${file}`);
        out = out.replaceAll(from, to);
      }
      return { code: (edit.prepend ?? '') + out, map: null };
    },
  };
}
