import { setImmediate as nextTurn } from 'node:timers/promises';
import { TUTORIALS_PAGE_SIZE, type TutorialPost } from '@oneclick/shared';

/** A category of one language as the index reads it, in the list's order (by name). */
export interface IndexedCategory {
  id: string;
  slug: string;
  name: string;
}

/** A post of one language as the index reads it, oldest first and ties by id. */
export interface IndexedPost extends TutorialPost {
  categoryId: string;
  /** `<created_at in microseconds since 1970>_<id>`: the list's order, and its cursors. */
  cursor: string;
}

/**
 * Every public tutorial of one language, kept in memory in the list's order, with a trigram index
 * of the titles: any page of the list or of a search is found without a database read, and a word
 * that matches nothing costs a few map lookups.
 */
export interface TutorialIndex {
  categories: { slug: string; name: string }[];
  posts: IndexedPost[];
  /** Each post's position, by its id. */
  positionOfId: Map<string, number>;
  /** The posts' `created_at` in microseconds and ids, for finding where a cursor falls. */
  micros: Float64Array;
  /** The posts' titles in lower case. */
  titles: string[];
  /** The categories' names in lower case, and their posts' positions, ascending. */
  categoryNames: string[];
  postsOfCategory: Int32Array[];
  /** Each three characters of a lower-case title, and the positions of the posts whose title holds them. */
  trigrams: Map<string, Int32Array>;
}

/** Posts indexed between two turns of the event loop, so that a large language never stalls it. */
const POSTS_PER_TURN = 2_000;

/** The index of `posts` (in the list's order) and their language's `categories` (by name). */
export async function buildTutorialIndex(categories: IndexedCategory[], posts: IndexedPost[]): Promise<TutorialIndex> {
  const categoryAt = new Map(categories.map((category, at) => [category.id, at]));
  const positionsOfCategory: number[][] = categories.map(() => []);
  const positionsOfTrigram = new Map<string, number[]>();
  const titles: string[] = [];
  const positionOfId = new Map<string, number>();
  const micros = new Float64Array(posts.length);
  for (let position = 0; position < posts.length; position += 1) {
    if (position > 0 && position % POSTS_PER_TURN === 0) await nextTurn();
    const post = posts[position]!;
    const title = post.title.toLowerCase();
    titles.push(title);
    positionOfId.set(post.id, position);
    micros[position] = microsOf(post.cursor);
    positionsOfCategory[categoryAt.get(post.categoryId)!]!.push(position);
    for (const trigram of trigramsOf(title)) {
      const positions = positionsOfTrigram.get(trigram);
      if (positions) positions.push(position);
      else positionsOfTrigram.set(trigram, [position]);
    }
  }
  const trigrams = new Map<string, Int32Array>();
  for (const [trigram, positions] of positionsOfTrigram) trigrams.set(trigram, Int32Array.from(positions));
  return {
    categories: categories.map(({ slug, name }) => ({ slug, name })),
    posts,
    positionOfId,
    micros,
    titles,
    categoryNames: categories.map((category) => category.name.toLowerCase()),
    postsOfCategory: positionsOfCategory.map((positions) => Int32Array.from(positions)),
    trigrams,
  };
}

/** The distinct runs of three characters in `text`. */
function trigramsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (let at = 0; at + 3 <= text.length; at += 1) found.add(text.slice(at, at + 3));
  return found;
}

/**
 * A page of the list: the posts after the cursor `after` whose title or category name contains
 * `q`, ignoring case, up to the page size; `nextCursor` is null on the last page.
 */
export function tutorialsPage(
  index: TutorialIndex,
  { q, after }: { q?: string; after?: string },
): { categories: TutorialIndex['categories']; posts: TutorialPost[]; nextCursor: string | null } {
  const start = after ? positionAfter(index, after) : 0;
  const found = q ? searchFrom(index, q.toLowerCase(), start) : range(start, index.posts.length);
  const page = found.slice(0, TUTORIALS_PAGE_SIZE).map((position) => index.posts[position]!);
  return {
    categories: index.categories,
    posts: page.map(publicPost),
    nextCursor: found.length > TUTORIALS_PAGE_SIZE ? page.at(-1)!.cursor : null,
  };
}

/** The post whose id is `id`, if the index holds it. */
export function tutorialById(index: TutorialIndex, id: string): TutorialPost | undefined {
  const position = index.positionOfId.get(id);
  return position === undefined ? undefined : publicPost(index.posts[position]!);
}

/** What a visitor sees of a post. */
function publicPost({ id, title, shortDescription, videoId, categorySlug }: IndexedPost): TutorialPost {
  return { id, title, shortDescription, videoId, categorySlug };
}

/** Positions from `start`, as many as a page and one more (which says that another page follows). */
function range(start: number, end: number): number[] {
  const positions: number[] = [];
  for (let position = start; position < end && positions.length <= TUTORIALS_PAGE_SIZE; position += 1) {
    positions.push(position);
  }
  return positions;
}

/** The microseconds of a cursor `<microseconds>_<id>`. */
function microsOf(cursor: string): number {
  return Number(cursor.slice(0, cursor.indexOf('_')));
}

/** The first of `length` positions that is not `before`, where every `before` one comes first. */
function firstNotBefore(length: number, before: (position: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (before(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The first position whose post comes after the cursor. */
function positionAfter(index: TutorialIndex, cursor: string): number {
  const micros = microsOf(cursor);
  const id = cursor.slice(cursor.indexOf('_') + 1);
  return firstNotBefore(
    index.posts.length,
    (at) => index.micros[at]! < micros || (index.micros[at] === micros && index.posts[at]!.id <= id),
  );
}

/** Positions ascending, read from `at`; `checked` ones must still hold the search in their title. */
interface Source {
  positions: Int32Array | null;
  at: number;
  checked: boolean;
}

/**
 * The matching positions from `start`, a page and one more at most: the posts of every category
 * whose name holds `needle`, merged in order with the posts whose title holds it. Those are found
 * through the rarest of its trigrams and then checked; a search shorter than a trigram checks
 * every title.
 */
function searchFrom(index: TutorialIndex, needle: string, start: number): number[] {
  const sources: Source[] = [];
  index.categoryNames.forEach((name, at) => {
    if (name.includes(needle)) sources.push(sourceFrom(index.postsOfCategory[at]!, start, false));
  });
  const titleCandidates = rarestTrigramPositions(index, needle);
  if (titleCandidates !== undefined) sources.push(sourceFrom(titleCandidates, start, true));
  const found: number[] = [];
  while (found.length <= TUTORIALS_PAGE_SIZE) {
    let next = Infinity;
    for (const source of sources) next = Math.min(next, headOf(index, source));
    if (next === Infinity) break;
    let matches = false;
    for (const source of sources) {
      if (headOf(index, source) !== next) continue;
      matches ||= !source.checked || index.titles[next]!.includes(needle);
      source.at += 1;
    }
    if (matches) found.push(next);
  }
  return found;
}

/**
 * The positions of the posts holding the rarest trigram of `needle` (null: every post, for a
 * search shorter than a trigram); undefined when some trigram is in no title, so none matches.
 */
function rarestTrigramPositions(index: TutorialIndex, needle: string): Int32Array | null | undefined {
  if (needle.length < 3) return null;
  let rarest: Int32Array | undefined;
  for (const trigram of trigramsOf(needle)) {
    const positions = index.trigrams.get(trigram);
    if (!positions) return undefined;
    if (!rarest || positions.length < rarest.length) rarest = positions;
  }
  return rarest;
}

function sourceFrom(positions: Int32Array | null, start: number, checked: boolean): Source {
  if (positions === null) return { positions, at: start, checked };
  return { positions, at: firstNotBefore(positions.length, (at) => positions[at]! < start), checked };
}

/** The position a source reads next, or Infinity once it is read to its end. */
function headOf(index: TutorialIndex, source: Source): number {
  if (source.positions === null) return source.at < index.posts.length ? source.at : Infinity;
  return source.at < source.positions.length ? source.positions[source.at]! : Infinity;
}
