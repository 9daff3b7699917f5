// Typed specifications' vocabulary (attributes.ts, docs/decisions/205-one-declaration-per-content-type.md):
// plain values without zod, which the product lists' filters use on a page's first screen without loading it
// (docs/decisions/113-first-screen.md).

export const ATTRIBUTE_TYPES = ['number', 'choice', 'boolean', 'text'] as const;
export type AttributeType = (typeof ATTRIBUTE_TYPES)[number];

/** An attribute key: lower-case letters and digits joined by hyphens (the URL's filter names use it too). */
export const ATTRIBUTE_KEY = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_ATTRIBUTES = 40;
export const MAX_OPTIONS = 60;
/** Largest number an attribute may hold (a Kelvin, a gram or a metre of any gear sold here fits). */
export const MAX_ATTRIBUTE_NUMBER = 1_000_000_000;

/** A stored value: a number, yes/no, a text, or the option(s) chosen (by their Indonesian text). */
export type AttributeValue = number | boolean | string | string[];
export type AttributeValues = Record<string, AttributeValue>;
