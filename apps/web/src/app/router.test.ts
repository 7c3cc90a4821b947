import { PAGES } from '@kakyere/contract/constants';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** The address pattern of every screen under the app shell (an index route is its parent's address). */
function screenPaths(children: RouteObject[], parent: string): string[] {
  return children.flatMap((route) => {
    const path = route.index ? parent : route.path!;
    expect(path.startsWith('/'), `${path}: routes are written with the table's absolute paths`).toBe(true);
    return [path, ...screenPaths(route.children ?? [], path)];
  });
}

describe('the router and the page table', () => {
  it('has a route for every entry and an entry for every route, once each', () => {
    const [shell] = routes;
    const paths = screenPaths(shell!.children ?? [], shell!.path!);
    expect(new Set(paths).size, 'a path routed twice').toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.values(PAGES).map((page) => page.path).sort());
  });

  it('redirects where the table says', async () => {
    const [shell] = routes;
    for (const page of Object.values(PAGES)) {
      if (!('redirect' in page)) continue;
      const route = shell!.children!.find((child) => child.path === page.path)!;
      const answer = (await (route.loader as () => Promise<Response> | Response)()) as Response;
      expect(answer.headers.get('Location')).toBe(page.redirect);
    }
  });
});
