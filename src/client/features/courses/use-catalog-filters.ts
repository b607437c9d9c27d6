import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import type { CourseSort } from '@contract/courses';
import type { CourseLevel } from '@contract/courses-labels';
import { courseCategories, isCourseCategory } from '@client/components/course/course-categories';

export const SEARCH_DEBOUNCE_MS = 300;

export const sortOptions: readonly { value: CourseSort; label: string }[] = [
  { value: 'recent', label: 'Plus récents' },
  { value: 'popular', label: 'Plus populaires' },
  { value: 'price-asc', label: 'Prix croissant' },
  { value: 'price-desc', label: 'Prix décroissant' },
];

const levels: readonly CourseLevel[] = ['beginner', 'intermediate', 'advanced'];

function readLevel(value: string | null): CourseLevel | '' {
  return levels.includes(value as CourseLevel) ? (value as CourseLevel) : '';
}

/** Only `package` narrows the catalogue ("Choisir mes cours"); anything else shows every course. */
function readAccess(value: string | null): 'package' | '' {
  return value === 'package' ? 'package' : '';
}

function readSort(value: string | null): CourseSort {
  return sortOptions.some((o) => o.value === value) ? (value as CourseSort) : 'recent';
}

export interface CatalogFilters {
  /** The search text as typed (the URL and the server get it 300 ms after the last key). */
  searchText: string;
  setSearchText: (value: string) => void;
  /** The search term in the URL, the one the course list was asked for. */
  search: string;
  categories: readonly (typeof courseCategories)[number][];
  toggleCategory: (category: string, checked: boolean) => void;
  level: CourseLevel | '';
  setLevel: (level: string) => void;
  sort: CourseSort;
  setSort: (sort: string) => void;
  /** `package`: only the courses a subscription or a package seat opens. */
  access: 'package' | '';
  /** Shows every course again, the other filters kept. */
  clearAccess: () => void;
  /** Search, a category, a level or the access is set (the sort is not a filter). */
  hasActiveFilter: boolean;
  reset: () => void;
}

/**
 * Catalogue filters kept in the URL (?search=&categories=A&categories=B&level=&sort=&access=)
 * so that a link reproduces them ("Choisir mes cours" opens ?access=package) and the header
 * search lands here with its term. Changes replace the history entry: the back button leaves the
 * catalogue instead of stepping through each filter.
 */
export function useCatalogFilters(): CatalogFilters {
  const [params, setParams] = useSearchParams();

  const search = (params.get('search') ?? '').trim();
  const categoriesKey = params.getAll('categories').join('\n');
  // Canonical order, so that the same choice always gives the same cache key.
  const categories = useMemo(() => {
    const chosen = new Set(categoriesKey.split('\n').filter(isCourseCategory));
    return courseCategories.filter((c) => chosen.has(c));
  }, [categoriesKey]);
  const level = readLevel(params.get('level'));
  const sort = readSort(params.get('sort'));
  const access = readAccess(params.get('access'));

  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          change(next);
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  // The typed text follows the URL when it changes from outside (header search, back button),
  // but not when the URL merely catches up with what is being typed.
  const [searchText, setSearchText] = useState(search);
  const pushedSearch = useRef(search);
  useEffect(() => {
    if (search !== pushedSearch.current) {
      pushedSearch.current = search;
      setSearchText(search);
    }
  }, [search]);

  useEffect(() => {
    const term = searchText.trim();
    if (term === pushedSearch.current) return;
    const timer = setTimeout(() => {
      pushedSearch.current = term;
      update((next) => {
        if (term) next.set('search', term);
        else next.delete('search');
      });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, update]);

  const toggleCategory = useCallback(
    (category: string, checked: boolean) => {
      update((next) => {
        const chosen = new Set(next.getAll('categories'));
        if (checked) chosen.add(category);
        else chosen.delete(category);
        next.delete('categories');
        for (const c of courseCategories) if (chosen.has(c)) next.append('categories', c);
      });
    },
    [update],
  );

  const setLevel = useCallback(
    (value: string) =>
      update((next) => {
        const valid = readLevel(value);
        if (valid) next.set('level', valid);
        else next.delete('level');
      }),
    [update],
  );

  const setSort = useCallback(
    (value: string) =>
      update((next) => {
        const valid = readSort(value);
        if (valid === 'recent') next.delete('sort');
        else next.set('sort', valid);
      }),
    [update],
  );

  const clearAccess = useCallback(() => update((next) => next.delete('access')), [update]);

  const reset = useCallback(() => {
    pushedSearch.current = '';
    setSearchText('');
    setParams(new URLSearchParams(), { replace: true });
  }, [setParams]);

  return {
    searchText,
    setSearchText,
    search,
    categories,
    toggleCategory,
    level,
    setLevel,
    sort,
    setSort,
    access,
    clearAccess,
    hasActiveFilter: search !== '' || categories.length > 0 || level !== '' || access !== '',
    reset,
  };
}
