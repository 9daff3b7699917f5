import { useLingui } from '@lingui/react/macro';
import { Badge, Group } from '@mantine/core';

type Props = { brands: ReadonlyArray<{ slug: string; name: string }>; label?: string };

/** The brands a dealer carries or a service centre serves, as a labelled list of badges. */
export function BrandBadges({ brands, label }: Props) {
  const { t } = useLingui();
  if (!brands.length) return null;
  return (
    <Group gap={4} role="list" aria-label={label ?? t`Merek`}>
      {brands.map((brand) => (
        <Badge key={brand.slug} variant="outline" color="gray.7" role="listitem" style={{ textTransform: 'none' }}>
          {brand.name}
        </Badge>
      ))}
    </Group>
  );
}
