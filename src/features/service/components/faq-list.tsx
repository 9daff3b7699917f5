import { Trans } from '@lingui/react/macro';
import { Accordion, Skeleton, Text } from '@mantine/core';
import { LoadError } from '@/components/load-error';
import { useFaq } from '../api/get-faq';

type Props = { group: 'service' | 'warranty' };

/** Questions and answers of one FAQ group, as a keyboard-accessible accordion. */
export function FaqList({ group }: Props) {
  const faq = useFaq(group);
  if (faq.isPending) return <Skeleton height={180} radius="md" />;
  if (!faq.data) return <LoadError onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  if (faq.data.length === 0) {
    return (
      <Text c="dimmed">
        <Trans>Belum ada pertanyaan umum.</Trans>
      </Text>
    );
  }
  return (
    <Accordion variant="separated">
      {faq.data.map((entry) => (
        <Accordion.Item key={entry.id} value={String(entry.id)}>
          <Accordion.Control>{entry.question}</Accordion.Control>
          <Accordion.Panel>{entry.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
