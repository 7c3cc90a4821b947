import { memo, Suspense, type ReactNode } from 'react';

/** Cards per Suspense boundary: a phone screen or two, hydrated in one short task. */
export const HYDRATION_CHUNK_SIZE = 5;

interface HydrationChunksProps<T> {
  items: readonly T[];
  /** Renders one item (with its key); keep it stable (useCallback), or every chunk re-renders. */
  renderItem: (item: T) => ReactNode;
  size?: number;
}

/**
 * A long server-rendered list split into Suspense boundaries, so React hydrates it a chunk at a time
 * and yields to the reader's input in between, instead of in one long task. The boundaries add no
 * elements (only comment markers), so the chunks sit in the list's own grid.
 */
export function HydrationChunks<T>({ items, renderItem, size = HYDRATION_CHUNK_SIZE }: HydrationChunksProps<T>) {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  // A chunk is its position in the list: the key is its index.
  return chunks.map((chunk, index) => (
    <Chunk key={index} items={chunk} renderItem={renderItem as (item: unknown) => ReactNode} />
  ));
}

/**
 * One boundary. Memoised on its items: a parent re-render (a background refetch, the hydrated flag)
 * must not reach a boundary that has not hydrated yet, or React gives up on its server HTML and
 * renders it afresh, blank for a moment (a layout shift).
 */
const Chunk = memo(
  function Chunk({ items, renderItem }: { items: readonly unknown[]; renderItem: (item: unknown) => ReactNode }) {
    return <Suspense fallback={null}>{items.map(renderItem)}</Suspense>;
  },
  (before, after) =>
    before.renderItem === after.renderItem &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index]),
);

/**
 * A part of a page hydrated in its own task, after the page around it (a bill's tab panel, its
 * sources), so no one task hydrates the whole page. Re-rendered only when `deps` change: a parent
 * update must not reach it before it has hydrated (see Chunk above).
 */
export const HydrateApart = memo(
  function HydrateApart({ children }: { deps: readonly unknown[]; children: ReactNode }) {
    return <Suspense fallback={null}>{children}</Suspense>;
  },
  (before, after) => before.deps.length === after.deps.length && before.deps.every((dep, index) => Object.is(dep, after.deps[index])),
);
