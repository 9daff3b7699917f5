import { Group } from '@mantine/core';
import type { TicketPhoto } from '@/contract/forms';

const THUMB = {
  width: 96,
  height: 96,
  objectFit: 'cover',
  display: 'block',
  borderRadius: 'var(--mantine-radius-sm)',
  border: '1px solid var(--mantine-color-gray-4)',
  background: 'var(--mantine-color-gray-1)',
} as const;

/**
 * The service team's photos on a repair ticket's stage (docs/decisions/310-submissions-in-the-studio.md): thumbnails
 * side by side, each a link that opens the whole photo (not a list: the timeline's stages are the list). Their
 * addresses are the signed ones the ticket's read handed out (they expire); `describe(index)` gives each its
 * alternative text, in the caller's words.
 */
export function TicketPhotos({ photos, describe }: { photos: readonly TicketPhoto[]; describe: (index: number) => string }) {
  if (photos.length === 0) return null;
  return (
    <Group gap="xs" mt={4} data-testid="ticket-photos">
      {photos.map((photo, index) => (
        <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer" style={{ display: 'block' }}>
          <img src={photo.url} alt={describe(index)} width={96} height={96} loading="lazy" decoding="async" style={THUMB} />
        </a>
      ))}
    </Group>
  );
}
