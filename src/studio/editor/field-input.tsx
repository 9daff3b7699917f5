import { useLingui } from '@lingui/react/macro';
import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput, DateTimePicker } from '@mantine/dates';
import { lazy, Suspense, type ReactNode } from 'react';
import type { Field } from '@/contract/collections/fields';
import { PageLoader } from '../components/page-states';
import { useStudioErrorText } from '../lib/error-text';
import { fromWibWallTime, toWibWallTime } from '../lib/wib';
import { AttributesInput } from './attributes-input';
import { CoordinatesInput } from './coordinates-input';
import { DayHoursInput, HoursInput } from './hours-input';
import { ImageInput, ImagesInput, PdfInput } from './media-inputs';
import { ReferenceInput, ReferencesInput } from './reference-input';
import { RegionInput } from './region-input';
import { StringsInput } from './strings-input';
import type { EditorForm } from './types';

const RichTextInput = lazy(() => import('./rich-text-input').then((m) => ({ default: m.RichTextInput })));

export type FieldInputProps = { field: Field; path: string; form: EditorForm; label: string; description?: ReactNode; required?: boolean };

/** A value of the form by its dotted path ("specs.0.label"). */
export function valueAt(values: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), values);
}

/**
 * One input for one field (or its English twin), by the field's kind; its error under it. The wrapper names the
 * field's path, so that a refused save or publish can take the editor to it (error-summary.tsx).
 */
export function FieldInput(props: FieldInputProps) {
  return (
    <div data-field-path={props.path}>
      <FieldControl {...props} />
    </div>
  );
}

function FieldControl({ field, path, form, label, description, required }: FieldInputProps) {
  const { t, i18n } = useLingui();
  const errorText = useStudioErrorText();
  const error = form.errors[path] ? errorText(form.errors[path]) : undefined;
  const common = { label, description, required, error };
  const value = valueAt(form.values, path);
  const set = (next: unknown) => form.setFieldValue(path, next);
  switch (field.kind) {
    case 'text':
    case 'url':
    case 'slug':
      return (
        <TextInput
          {...common}
          {...form.getInputProps(path)}
          error={error}
          type={field.kind === 'url' ? 'url' : 'text'}
          maxLength={field.max}
          placeholder={field.kind === 'slug' ? t`kosong = dibuat dari judul` : undefined}
        />
      );
    case 'textarea':
      return <Textarea {...common} {...form.getInputProps(path)} error={error} autosize minRows={3} maxRows={12} maxLength={field.max} />;
    case 'richtext':
      return (
        <Suspense fallback={<PageLoader />}>
          <RichTextInput label={label} required={required} error={error} value={typeof value === 'string' ? value : ''} onChange={set} />
        </Suspense>
      );
    case 'number':
      return (
        <NumberInput {...common} {...form.getInputProps(path)} error={error} min={field.min} max={field.maxValue} allowDecimal={false} />
      );
    case 'money':
      return (
        <NumberInput
          {...common}
          {...form.getInputProps(path)}
          error={error}
          min={0}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator="."
          decimalSeparator=","
          prefix="Rp "
        />
      );
    case 'boolean':
      return <Switch {...common} {...form.getInputProps(path, { type: 'checkbox' })} error={error} mt="xs" />;
    case 'date':
      return (
        <DateInput
          {...common}
          value={typeof value === 'string' && value ? value : null}
          onChange={(next) => set(next ?? null)}
          valueFormat="D MMM YYYY"
          clearable
          clearButtonProps={{ 'aria-label': t`Kosongkan tanggal` }}
          locale={i18n.locale}
        />
      );
    case 'datetime':
      return (
        <DateTimePicker
          {...common}
          description={description ?? t`Waktu Jakarta (WIB).`}
          value={typeof value === 'string' ? toWibWallTime(value) : null}
          onChange={(next) => set(fromWibWallTime(next))}
          valueFormat="D MMM YYYY HH:mm"
          clearable
          clearButtonProps={{ 'aria-label': t`Kosongkan tanggal` }}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          value={typeof value === 'string' ? value : null}
          onChange={(next) => set(next)}
          data={field.options.map((o) => ({ value: o.value, label: i18n._(o.label) }))}
          clearable={!required}
          allowDeselect={!required}
        />
      );
    case 'reference':
      return <ReferenceInput {...common} field={field} value={value} onChange={set} />;
    case 'references':
      return <ReferencesInput {...common} field={field} value={value} onChange={set} />;
    case 'image':
      return <ImageInput {...common} value={value} onChange={set} />;
    case 'images':
      return <ImagesInput {...common} value={value} onChange={set} max={field.max} />;
    case 'pdf':
      return <PdfInput {...common} value={value} onChange={set} />;
    case 'strings':
      return <StringsInput {...common} value={value} onChange={set} max={field.max} />;
    case 'coordinates':
      return <CoordinatesInput {...common} value={value} onChange={set} errors={form.errors} path={path} />;
    case 'region':
      return <RegionInput {...common} value={value} onChange={set} />;
    case 'attributes':
      return <AttributesInput path={path} form={form} label={label} value={value} owner={valueAt(form.values, field.of)} />;
    case 'hours':
      return <HoursInput {...common} value={value} onChange={set} errors={form.errors} path={path} />;
    case 'day-hours':
      return <DayHoursInput {...common} value={value} onChange={set} />;
    case 'list':
      // Repeatable groups are laid out by FieldRow (they hold rows of fields themselves).
      return null;
  }
}
