export interface AutocompleteQuery {
  q: string;
  locale: 'nl' | 'en';
}
export function autocompleteQueries(count: number): AutocompleteQuery[];
export function autocompleteWarmUp(): AutocompleteQuery[];
