import { useLingui } from '@lingui/react/macro';
import { Alert, Anchor, List, Text } from '@mantine/core';
import type { RefObject } from 'react';
import type { Field } from '@/contract/collections/fields';
import { useStudioErrorText } from '../lib/error-text';
import type { EditorForm } from './types';

// A refused save or publish (docs/decisions/250-staff-studio.md): every field that stops it, listed above the
// form in the form's order, each a link to its field; the first is focused at once. A product's main image
// sits far down its form: the editor no longer has to hunt for it.

/** The editor's fields by path, in the order the form shows them (the wrappers FieldInput and list rows put). */
function fieldNodes(root: HTMLElement | null): HTMLElement[] {
  return root ? [...root.querySelectorAll<HTMLElement>('[data-field-path]')] : [];
}

/** The node of an error's field: its own input, else the list or row it belongs to ("specs.0.value" → "specs"). */
function nodeFor(nodes: HTMLElement[], key: string): HTMLElement | undefined {
  const exact = nodes.find((node) => node.dataset.fieldPath === key);
  if (exact) return exact;
  const parts = key.split('.');
  for (let end = parts.length - 1; end > 0; end--) {
    const prefix = parts.slice(0, end).join('.');
    const near = nodes.find((node) => node.dataset.fieldPath === prefix || node.dataset.fieldPath?.startsWith(`${prefix}.`));
    if (near) return near;
  }
  return undefined;
}

const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Moves the focus to the field of `key` (its first control that takes it) and scrolls it to the middle. */
export function focusField(root: HTMLElement | null, key: string): boolean {
  const node = nodeFor(fieldNodes(root), key);
  if (!node) return false;
  node.scrollIntoView?.({ block: 'center' });
  // An empty image field's first control is its alt text, which an upload needs first.
  for (const control of node.querySelectorAll<HTMLElement>(FOCUSABLE)) {
    if ((control as HTMLInputElement).disabled) continue;
    control.focus({ preventScroll: true });
    if (document.activeElement === control) return true;
  }
  return false;
}

/** The error keys in the order of their fields on the form; keys of no field last. */
export function inFormOrder(root: HTMLElement | null, keys: string[]): string[] {
  const nodes = fieldNodes(root);
  const at = (key: string) => {
    const node = nodeFor(nodes, key);
    return node ? nodes.indexOf(node) : Number.MAX_SAFE_INTEGER;
  };
  return keys
    .map((key, index) => ({ key, index, at: at(key) }))
    .sort((a, b) => a.at - b.at || a.index - b.index)
    .map(({ key }) => key);
}

/** A field's label by its path: "Nama (EN)", "Spesifikasi 2 · Nilai". */
export function labelFor(fields: readonly Field[], path: string, translate: (label: Field['label']) => string): string {
  const [head, ...rest] = path.split('.');
  for (const field of fields) {
    if (field.name === head) {
      if (field.kind === 'list' && rest.length >= 2 && /^\d+$/.test(rest[0]!)) {
        return `${translate(field.label)} ${Number(rest[0]) + 1} · ${labelFor(field.fields, rest.slice(1).join('.'), translate)}`;
      }
      return field.en ? `${translate(field.label)} (ID)` : translate(field.label);
    }
    if (field.en === head) return `${translate(field.label)} (EN)`;
  }
  return path;
}

export function ErrorSummary({
  title,
  fields,
  form,
  root,
}: {
  title: string;
  fields: readonly Field[];
  form: EditorForm;
  root: RefObject<HTMLElement | null>;
}) {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  // Live: a field the editor corrects leaves the list as its error clears.
  const keys = inFormOrder(
    root.current,
    Object.keys(form.errors).filter((key) => form.errors[key]),
  );
  if (keys.length === 0) return null;
  return (
    <Alert color="red" title={title} data-testid="error-summary">
      <Text size="sm" mb="xs">
        {keys.length === 1 ? t`Satu isian perlu diperbaiki:` : t`${keys.length} isian perlu diperbaiki:`}
      </Text>
      <List size="sm" spacing={4}>
        {keys.map((key) => (
          <List.Item key={key}>
            <Anchor component="button" type="button" size="sm" c="red.9" td="underline" onClick={() => focusField(root.current, key)}>
              {labelFor(fields, key, (label) => i18n._(label))}
            </Anchor>
            {': '}
            {errorText(form.errors[key])}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
