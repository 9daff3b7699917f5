import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  layerName,
  mantineImports,
  mantineLayerOrder,
  mantineHoistedStylesPlugin,
  mantineLayerStatement,
  mantineStylesPlugin,
  stylesheetsForImports,
} from './mantine-css';

// docs/decisions/180-looks-that-hold.md: each Mantine component brings its CSS; one layer order.

const require = createRequire(import.meta.url);
type Transform = (code: string, id: string) => string | { code: string } | undefined;
const plugin = mantineStylesPlugin();
const transform = (plugin.transform as Transform).bind({});
const before = (order: string[], a: string, b: string) => order.indexOf(a) >= 0 && order.indexOf(a) < order.indexOf(b);

describe('the stylesheets a component needs', () => {
  it('include the components it is built from, in cascade order', () => {
    expect(stylesheetsForImports(['Tabs'])).toEqual(['UnstyledButton', 'Tabs']);
    expect(stylesheetsForImports(['Progress'])).toEqual(['Progress']);
    const password = stylesheetsForImports(['PasswordInput']);
    expect(password).toEqual(expect.arrayContaining(['Input', 'ActionIcon', 'PasswordInput']));
    expect(before(password, 'Input', 'PasswordInput')).toBe(true);
    expect(stylesheetsForImports(['Anchor'])).toEqual(['Text', 'Anchor']);
    expect(stylesheetsForImports(['MantineProvider', 'useMantineTheme'])).toEqual([]);
  });

  it('reads value imports from @mantine/core, not type-only ones', () => {
    const code = "import { Tabs, type TabsProps, Button as B } from '@mantine/core';\nimport type { MantineColor } from '@mantine/core';";
    expect(mantineImports(code)).toEqual(['Tabs', 'Button']);
  });
});

describe('the layer order', () => {
  const order = mantineLayerOrder();
  it('puts the reset first and primitives before the components built on them', () => {
    expect(order.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    for (const [a, b] of [
      ['UnstyledButton', 'Tabs'],
      ['UnstyledButton', 'Button'],
      ['Input', 'PasswordInput'],
      ['Text', 'Anchor'],
      ['Combobox', 'Checkbox'],
      ['Paper', 'Card'],
      ['ModalBase', 'Modal'],
    ] as const) {
      expect(before(order, a, b), `${a} before ${b}`).toBe(true);
    }
  });

  it('is declared in one statement that goes first in the head', () => {
    expect(mantineLayerStatement()).toMatch(
      /^@layer mantine\.baseline,mantine\.default-css-variables,mantine\.global,mantine\.ScrollArea,/,
    );
    const html = (plugin.transformIndexHtml as { handler: (html: string) => string }).handler('<html><head><title>x</title></head></html>');
    expect(html.indexOf('<style>@layer mantine.baseline')).toBeLessThan(html.indexOf('<title>'));
  });

  it('comes right after <meta charset>, which stays within the first 1,024 bytes', () => {
    const index = fs.readFileSync(path.resolve('index.html'), 'utf8');
    const html = (plugin.transformIndexHtml as { handler: (html: string) => string }).handler(index);
    const charset = html.indexOf('<meta charset="UTF-8" />');
    expect(charset).toBeGreaterThan(0);
    expect(Buffer.byteLength(html.slice(0, charset))).toBeLessThan(1024 - 30);
    expect(html.indexOf('<style>@layer mantine.baseline')).toBeGreaterThan(charset);
    expect(html.indexOf('<style>@layer mantine.baseline')).toBeLessThan(html.indexOf('<title>'));
  });
});

describe("Mantine's responsive styles", () => {
  const hoisted = mantineHoistedStylesPlugin();
  const transformHoisted = (hoisted.transform as Transform).bind({});
  const inlineStyles = path.join(path.dirname(require.resolve('@mantine/core/styles.css')), 'esm/core/InlineStyles/InlineStyles.mjs');

  it("are rendered as React's hoisted <style href precedence>, never a <style> in the body", () => {
    const code = fs.readFileSync(inlineStyles, 'utf8');
    const out = transformHoisted(code, inlineStyles) as { code: string };
    expect(out.code).not.toContain('if (deduplicate)');
    expect(out.code).toContain('precedence: "mantine"');
    expect(out.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(transformHoisted(code, '/src/app/header/header.tsx')).toBeUndefined();
  });

  it('fail the build when Mantine changes its InlineStyles', () => {
    expect(() => transformHoisted('export function InlineStyles() {}', inlineStyles)).toThrow(/InlineStyles changed/);
  });
});

describe('the build step', () => {
  it('wraps each Mantine stylesheet in its own layer', () => {
    const out = transform('.m_1 { padding: 0 }', '/x/node_modules/@mantine/core/styles/Tabs.css');
    expect(out).toBe(`@layer ${layerName('Tabs')} {\n.m_1 { padding: 0 }\n}\n`);
    // Already layered files and other CSS are left alone.
    expect(transform('@layer mantine {}', '/x/node_modules/@mantine/core/styles/default-css-variables.layer.css')).toBeUndefined();
    expect(transform('.a {}', '/src/app/global.css')).toBeUndefined();
  });

  it('prepends the CSS of the components a source file imports, on its first line', () => {
    const code = "import { Progress, Text } from '@mantine/core';\nexport const x = 1;";
    const out = transform(code, '/src/features/search/components/overlay.tsx') as { code: string };
    expect(out.code).toBe(`import '@mantine/core/styles/Text.css';import '@mantine/core/styles/Progress.css';${code}`);
    expect(out.code.split('\n')).toHaveLength(code.split('\n').length);
    expect(transform("import { x } from './y';", '/src/a.tsx')).toBeUndefined();
  });
});
