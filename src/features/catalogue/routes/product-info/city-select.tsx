import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';

type Props = Omit<SelectProps, 'searchValue' | 'onSearchChange' | 'defaultSearchValue'> & {
  /** What the visitor typed into the stand-in field while this chunk loaded. */
  initialSearch: string;
};

/**
 * The nearest dealers' searchable city list: Mantine's Select with its combobox, popover and floating-ui
 * (~90 kB of script) in a chunk of its own, loaded once the visitor reaches for the field (`CityPicker` in
 * nearest-dealers.tsx), not with the product page (docs/decisions/113-first-screen.md).
 */
export default function CitySelect({ initialSearch, ...props }: Props) {
  const [search, setSearch] = useState(initialSearch);
  // As it mounts, the Select empties the search of an unchosen value; what was typed stays. Its effects run
  // before this component's, which marks the mount done.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
  }, []);
  return (
    <Select
      searchable
      clearable
      searchValue={search}
      onSearchChange={(next) => {
        if (mounted.current || next !== '') setSearch(next);
      }}
      // The list mounts when opened, not hidden from the start: a mounted dropdown is positioned (and
      // re-rendered synchronously) as soon as it renders.
      comboboxProps={{ keepMounted: false }}
      {...props}
    />
  );
}
