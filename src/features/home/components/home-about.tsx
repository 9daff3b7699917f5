import '@mantine/core/styles/Grid.css';
import { Button, Grid, Skeleton, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ResponsiveImage } from '@/components/responsive-image';
import type { HomeSection } from '@/contract/home';
import { useHomeSection } from '../api/get-home-section';
import { QueryView } from '@/components/query-view';
import { useCmsHtml } from '@/lib/use-cms-html';

/** The section's CMS HTML (paragraphs), sanitised by the server and again when the browser renders it (decision 080). */
function SectionBody({ html }: { html: string }) {
  const clean = useCmsHtml(html);
  return <div dangerouslySetInnerHTML={{ __html: clean }} />;
}

/** section_1 / section_2: a text block with an image and a call to action (CMS content). */
export function HomeAbout({ sectionKey, reverse = false }: { sectionKey: HomeSection['key']; reverse?: boolean }) {
  const section = useHomeSection(sectionKey);
  const id = `home-${sectionKey}`;
  return (
    <QueryView query={section} skeleton={<Skeleton height={240} />}>
      {(data) => (
        <section aria-labelledby={id} data-testid={`section-${id}`}>
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 1, md: reverse ? 2 : 1 }}>
              <ResponsiveImage
                image={data.image}
                alt=""
                sizes="(min-width: 62em) 50vw, 100vw"
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }} order={{ base: 2, md: reverse ? 1 : 2 }}>
              <Text c="denka.8" fw={600} size="sm">
                {data.subtitle}
              </Text>
              <Title order={2} id={id} size="h3" mb="sm">
                {data.title}
              </Title>
              <SectionBody html={data.body} />
              <Button component={Link} to={data.cta_link} mt="md" variant="light">
                {data.cta_label}
              </Button>
            </Grid.Col>
          </Grid>
        </section>
      )}
    </QueryView>
  );
}
