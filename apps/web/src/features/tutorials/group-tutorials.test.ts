import type { TutorialsResponse } from '@oneclick/shared';
import { describe, expect, it } from 'vitest';
import { groupTutorials } from './filter-tutorials';

const post = (id: string, title: string, categorySlug: string) => ({
  id,
  title,
  shortDescription: '',
  videoId: 'aaaaaaaaaaa',
  categorySlug,
});

const data: TutorialsResponse = {
  lang: 'vi',
  categories: [
    { slug: 'bat-dau', name: 'Bắt đầu' },
    { slug: 'san-xuat', name: 'Sản xuất' },
    { slug: 'trong', name: 'Trống' },
  ],
  posts: [
    post('1', 'Cài đặt tiện ích', 'bat-dau'),
    post('2', 'Xuất G-code', 'san-xuat'),
    post('3', 'Tủ đầu tiên', 'bat-dau'),
  ],
};

describe('groupTutorials', () => {
  it('groups the posts under their categories and leaves out empty ones', () => {
    const groups = groupTutorials(data, '', 'vi');
    expect(groups.map((g) => [g.slug, g.posts.map((p) => p.id)])).toEqual([
      ['bat-dau', ['1', '3']],
      ['san-xuat', ['2']],
    ]);
  });

  it('searches titles, ignoring case', () => {
    expect(groupTutorials(data, 'g-CODE', 'vi').flatMap((g) => g.posts.map((p) => p.id))).toEqual(['2']);
  });

  it('searches category names, ignoring case', () => {
    expect(groupTutorials(data, 'BẮT', 'vi').flatMap((g) => g.posts.map((p) => p.id))).toEqual(['1', '3']);
  });

  it('finds nothing for a query nothing contains', () => {
    expect(groupTutorials(data, 'plywood', 'vi')).toEqual([]);
  });
});
