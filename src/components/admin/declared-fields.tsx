'use client';

import { FormField, SelectField } from '@/components/ui/form-field';
import { ImageField } from '@/components/ui/image-field';
import { RatingField } from '@/components/ui/rating-field';
import { TranslationTabs } from './translation-tabs';
import { camelCase, type ContentType, type FieldDeclaration } from '@/lib/shared/content-type';

// The admin form of a content type, drawn from its declaration's fields (docs/admin-kit.md): the
// same labels, names and limits the spec gives, never written again in JSX.

const WIDE = 'md:col-span-2';

interface DeclaredFieldsProps {
  type: ContentType;
  /** The item being edited, or null when adding. */
  item: Record<string, unknown> | null;
  /** What the screen gives the form's note and context fields (e.g. the chosen gallery). */
  context?: Record<string, unknown>;
}

/** The add or edit form's fields of a declared type, in one column or two. */
export function DeclaredFields({ type, item, context = {} }: DeclaredFieldsProps) {
  const form = type.form;
  if (!form) return null;
  const fields = (item && form.editFields) || form.fields;
  const drawn = fields.map((field, index) => (
    <Field
      key={'name' in field ? field.name : index}
      type={type}
      field={field}
      item={item}
      context={context}
    />
  ));
  const portuguese =
    form.columns === 2 ? <div className="grid gap-4 md:grid-cols-2">{drawn}</div> : <>{drawn}</>;
  // A translated type's form: its English version in a second tab (ADR 0028).
  if (!type.translatable?.length) return portuguese;
  return (
    <TranslationTabs type={type} item={item}>
      {portuguese}
    </TranslationTabs>
  );
}

function Field({
  type,
  field,
  item,
  context,
}: {
  type: ContentType;
  field: FieldDeclaration;
  item: Record<string, unknown> | null;
  context: Record<string, unknown>;
}) {
  const valueOf = (name: string) => item?.[camelCase(name)];
  switch (field.kind) {
    case 'note':
      return <p className="text-sm text-slate-600">{field.text(context)}</p>;
    case 'context':
      return <input type="hidden" name={field.name} value={String(context[field.name] ?? '')} />;
    case 'rating':
      return <RatingField defaultValue={item ? Number(valueOf(field.name)) : undefined} />;
    case 'image': {
      const image = type.imageColumns.find((column) => column.property === field.image)!;
      const control = (
        <ImageField
          label={field.label}
          hint={field.hint}
          rule={image.rule}
          currentUrl={item ? ((item[image.property] as string | null) ?? null) : undefined}
        />
      );
      return field.wide ? <div className={WIDE}>{control}</div> : control;
    }
    case 'select':
      return (
        <SelectField
          label={field.label}
          name={field.name}
          defaultValue={String(valueOf(field.name) ?? field.initial)}
          options={field.options}
          className={field.wide ? WIDE : undefined}
        />
      );
    default: {
      const { kind = 'text', name, label, initial, wide, rows, ...input } = field;
      const value = item ? (valueOf(name) ?? '') : typeof initial === 'function' ? initial() : initial;
      const common = {
        label,
        name,
        className: wide ? WIDE : undefined,
        defaultValue: value as string | number,
      };
      if (kind === 'multiline') return <FormField {...common} {...input} multiline rows={rows} />;
      return <FormField {...common} {...input} type={kind} />;
    }
  }
}
