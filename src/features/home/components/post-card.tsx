import { useLingui } from '@lingui/react';
import { Card, Text } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/responsive-image';
import type { ArticleSummary } from '@/contract/content';
import cardClasses from '@/components/link-card.module.css';

type Props = { post: ArticleSummary; href: string; date: string | null };

/** An event or article teaser: thumbnail (16:9), date, title, excerpt. */
export function PostCard({ post, href, date }: Props) {
  const { i18n } = useLingui();
  return (
    <Card withBorder padding="sm" component="article" className={cardClasses.card} h="100%">
      <Card.Section>
        <ResponsiveImage image={post.thumbnail} alt="" sizes="(min-width: 62em) 25vw, (min-width: 48em) 50vw, 100vw" />
      </Card.Section>
      {date ? (
        <Text size="xs" c="dimmed" mt="sm" component="time" dateTime={date}>
          {i18n.date(new Date(date), { dateStyle: 'medium' })}
        </Text>
      ) : null}
      <Text component="h3" fw={600} size="sm" lineClamp={2} m={0}>
        <Link to={href} className={cardClasses.link}>
          {post.title}
        </Link>
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2} mt={4}>
        {post.excerpt}
      </Text>
    </Card>
  );
}
