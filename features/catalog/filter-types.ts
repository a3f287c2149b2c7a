/** The filter panel of spec §2 as the API answers it (POST /api/filters). */
import type { FacetKey } from './list-query';
import type { ProductCondition } from './model';

export interface FacetValue {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Group heading within a facet (the brand family of server generations). */
  group?: string;
}

export interface Facet {
  key: FacetKey;
  label: string;
  values: FacetValue[];
}

export interface Filters {
  categories: { categoryId: number; name: string; count: number; selected: boolean }[];
  groups: { typeId: 1 | 2 | 3 | 4; count: number; selected: boolean }[];
  conditions: { state: ProductCondition; count: number; selected: boolean }[];
  price: { min: number; max: number };
  facets: Facet[];
}
