import { highlightParts } from '../lib/highlight';
import classes from './search.module.css';

type Props = { text: string; term: string };

/** The text with every case-insensitive match of the term marked (docs/product.md §5). */
export function HighlightedText({ text, term }: Props) {
  return (
    <>
      {highlightParts(text, term).map((part, i) =>
        part.match ? (
          <mark key={i} className={classes.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
