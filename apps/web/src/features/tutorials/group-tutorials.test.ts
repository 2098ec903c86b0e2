import { describe, expect, it } from 'vitest';
import { groupTutorials } from './group-tutorials';

const post = (id: string, title: string, categorySlug: string) => ({
  id,
  title,
  shortDescription: '',
  videoId: 'aaaaaaaaaaa',
  categorySlug,
});

const categories = [
  { slug: 'bat-dau', name: 'Bắt đầu' },
  { slug: 'san-xuat', name: 'Sản xuất' },
  { slug: 'trong', name: 'Trống' },
];

describe('groupTutorials', () => {
  it('groups the posts under their categories, in the categories’ order, and leaves out empty ones', () => {
    const posts = [
      post('1', 'Cài đặt tiện ích', 'san-xuat'),
      post('2', 'Xuất G-code', 'bat-dau'),
      post('3', 'Tủ đầu tiên', 'san-xuat'),
    ];
    expect(groupTutorials(categories, posts).map((g) => [g.slug, g.posts.map((p) => p.id)])).toEqual([
      ['bat-dau', ['2']],
      ['san-xuat', ['1', '3']],
    ]);
  });

  it('leaves out a post whose category is not listed, and answers nothing for no posts', () => {
    expect(groupTutorials(categories, [post('1', 'Lost', 'gone')])).toEqual([]);
    expect(groupTutorials(categories, [])).toEqual([]);
  });
});
