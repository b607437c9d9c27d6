import { useId } from 'react';
import { RotateCcw, Search } from 'lucide-react';
import { levelLabels } from '@contract/courses-labels';
import { courseCategories } from '@client/components/course/course-categories';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';
import { cn } from '@client/lib/utils';
import type { CatalogFilters } from './use-catalog-filters';

export const selectClassName =
  'h-10 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring md:text-sm';

/** Search, categories, level and the reset button (spec 01 §2 "Catalogue"). */
export function CatalogFilterPanel({
  filters,
  id,
  className,
}: {
  filters: CatalogFilters;
  id?: string;
  className?: string;
}) {
  const uid = useId().replace(/:/g, '');
  const searchId = `search${uid}`;
  const levelId = `level${uid}`;
  const categoriesId = `categories${uid}`;

  return (
    <div id={id} className={cn('grid gap-6 rounded-xl border bg-card p-4 sm:p-5', className)}>
      <div className="grid gap-2">
        <Label htmlFor={searchId}>Rechercher</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            enterKeyHint="search"
            placeholder="Titre, description..."
            value={filters.searchText}
            onChange={(e) => filters.setSearchText(e.target.value)}
            className="pl-9"
          />
        </div>
      </div>

      <fieldset className="grid gap-2">
        <legend id={categoriesId} className="mb-2 text-sm font-medium">
          Catégories
        </legend>
        {courseCategories.map((category) => {
          const checkboxId = `${categoriesId}-${category.replace(/\W+/g, '-')}`;
          return (
            <div key={category} className="flex items-center gap-2">
              <input
                id={checkboxId}
                type="checkbox"
                checked={filters.categories.includes(category)}
                onChange={(e) => filters.toggleCategory(category, e.target.checked)}
                className="size-4 shrink-0 accent-primary"
              />
              <label htmlFor={checkboxId} className="cursor-pointer py-1 text-sm">
                {category}
              </label>
            </div>
          );
        })}
      </fieldset>

      <div className="grid gap-2">
        <Label htmlFor={levelId}>Niveau</Label>
        <select
          id={levelId}
          value={filters.level}
          onChange={(e) => filters.setLevel(e.target.value)}
          className={selectClassName}
        >
          <option value="">Tous les niveaux</option>
          {Object.entries(levelLabels).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>

      {filters.hasActiveFilter ? (
        <Button variant="outline" onClick={filters.reset}>
          <RotateCcw aria-hidden="true" />
          Réinitialiser les filtres
        </Button>
      ) : null}
    </div>
  );
}
