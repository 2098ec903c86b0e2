import { Stack, Text, UnstyledButton } from '@mantine/core';
import type { TutorialGroup } from '../filter-tutorials';
import classes from './tutorial-list.module.css';

interface TutorialListProps {
  groups: TutorialGroup[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  label: string;
}

/** Tutorials grouped by category; the selected one is marked with aria-current. */
export function TutorialList({ groups, selectedId, onSelect, label }: TutorialListProps) {
  return (
    <nav aria-label={label}>
      <Stack gap="md">
        {groups.map((group) => (
          <section key={group.slug} aria-labelledby={`category-${group.slug}`}>
            <Text id={`category-${group.slug}`} fw={700} size="sm" tt="uppercase" c="dimmed" mb={4}>
              {group.name}
            </Text>
            <Stack gap={2}>
              {group.posts.map((post) => (
                <UnstyledButton
                  key={post.id}
                  className={classes.item}
                  aria-current={post.id === selectedId ? 'true' : undefined}
                  onClick={() => onSelect(post.id)}
                >
                  {post.title}
                </UnstyledButton>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </nav>
  );
}
