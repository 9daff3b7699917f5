import { useId } from 'react';
import classes from './type-switch.module.css';

type Option<V extends string> = { value: V; label: string };
type Props<V extends string> = {
  label: string;
  value: V;
  options: readonly Option<V>[];
  onChange: (value: V) => void;
  size: 'sm' | 'md';
};

/**
 * Two or more options as one switch, looking as Mantine's SegmentedControl: native radio buttons (arrow keys
 * move between them, the label is the tap target) with the checked one's label drawn as the indicator. The
 * dealer finder's first screen has it; Mantine's measures its indicator as it hydrates, forcing a layout of
 * the page on a slow phone (type-switch.module.css).
 */
export function TypeSwitch<V extends string>({ label, value, options, onChange, size }: Props<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root} data-size={size} data-needs-js>
      {options.map((option) => {
        const id = `${name}-${option.value}`;
        return (
          <div key={option.value} className={classes.control}>
            <input
              className={classes.input}
              type="radio"
              id={id}
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
            />
            <label className={classes.label} htmlFor={id}>
              <span className={classes.text}>{option.label}</span>
            </label>
          </div>
        );
      })}
    </div>
  );
}
