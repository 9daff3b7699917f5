import '@mantine/core/styles/List.css';
import { List } from '@mantine/core';

/** The server's field errors as one list (a sent form's summary and a queued entry's problem alike). */
export function FieldErrorList({ fieldErrors }: { fieldErrors: Record<string, string[]> }) {
  const texts = Object.values(fieldErrors).flat();
  if (texts.length === 0) return null;
  return (
    <List size="sm">
      {texts.map((text, index) => (
        <List.Item key={`${index}-${text}`}>{text}</List.Item>
      ))}
    </List>
  );
}
