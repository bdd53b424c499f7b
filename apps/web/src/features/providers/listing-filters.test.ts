import { describe, expect, it } from 'vitest';
import { createSafeStore } from '../../lib/storage';
import {
  activeFilterCount,
  emptyFilters,
  filtersFromSearch,
  rememberedSearch,
  saveActiveFilters,
  searchFromFilters,
  withoutAliases,
} from './listing-filters';

const memory = () => createSafeStore(() => undefined);

describe('listing filters ⇄ address (the GET /api/providers query names)', () => {
  it('reads every filter, lists given as commas or repeated keys', () => {
    const filters = filtersFromSearch(
      '?type=therapy&languages=hindi,english&concerns=anxiety&concerns=social+anxiety' +
        '&gender=female&max_price_tier=2&session_kinds=tele&city=del&ih_clinic_ids=4,5' +
        '&available_within_days=7&sort=relevance',
    );
    expect(filters).toEqual({
      type: 'therapy',
      languages: ['english', 'hindi'],
      concerns: ['anxiety', 'social anxiety'],
      gender: ['female'],
      max_price_tier: 2,
      session_kinds: ['tele'],
      city: ['del'],
      ih_clinic_ids: [4, 5],
      available_within_days: 7,
      sort: 'relevance',
    });
  });

  it('writes them back in one canonical order, leaving out the default sort', () => {
    const search = searchFromFilters({
      ...emptyFilters('psychiatry'),
      languages: ['hindi'],
      concerns: ['anxiety', 'work-related concerns'],
      max_price_tier: 2,
      ih_clinic_ids: [4],
    });
    expect(search).toBe(
      'type=psychiatry&languages=hindi&concerns=anxiety%2Cwork-related+concerns&max_price_tier=2&ih_clinic_ids=4',
    );
    expect(searchFromFilters(filtersFromSearch(search))).toBe(search);
    expect(searchFromFilters(emptyFilters())).toBe('');
  });

  it('reads the SPEC §3 aliases as the care they stand for', () => {
    expect(filtersFromSearch('type=therapist').type).toBe('therapy');
    expect(filtersFromSearch('type=couplestherapist').type).toBe('couples');
    expect(filtersFromSearch('type=Psychiatrist').type).toBe('psychiatry');
    expect(filtersFromSearch('type=coach').type).toBe('coach');
  });

  it('reads the singular language and price aliases as the API names (SPEC §3)', () => {
    const filters = filtersFromSearch('?type=therapy&language=hindi,tamil&price=2,3');
    expect(filters).toMatchObject({ languages: ['tamil', 'hindi'], max_price_tier: 3 });
    expect(searchFromFilters(filters)).toBe(
      'type=therapy&languages=tamil%2Chindi&max_price_tier=3',
    );
    expect(withoutAliases('?type=therapy&languages=hindi')).toBeNull();
    expect(filtersFromSearch('?language=english&languages=hindi').languages).toEqual([
      'english',
      'hindi',
    ]);
  });

  it('drops what it does not know instead of failing a shared link', () => {
    const filters = filtersFromSearch(
      'type=wizard&languages=klingon,hindi&max_price_tier=9&available_within_days=0&sort=random&ih_clinic_ids=x,0,3',
    );
    expect(filters).toEqual({ ...emptyFilters(), languages: ['hindi'], ih_clinic_ids: [3] });
  });

  it('counts the filters that narrow the listing, not the kind of care or the sort', () => {
    expect(activeFilterCount(filtersFromSearch('type=therapy&sort=relevance'))).toBe(0);
    expect(
      activeFilterCount(filtersFromSearch('languages=hindi,tamil&max_price_tier=2&city=del')),
    ).toBe(4);
  });
});

describe('activeFilters (SPEC §3)', () => {
  it('remembers the last filters with the API names and gives back their query', () => {
    const store = memory();
    const filters = filtersFromSearch(
      'type=therapy&languages=hindi&ih_clinic_ids=4&max_price_tier=2',
    );
    saveActiveFilters(filters, store);
    expect(JSON.parse(store.getItem('activeFilters') ?? '')).toMatchObject({
      type: 'therapy',
      languages: ['hindi'],
      ih_clinic_ids: [4],
      max_price_tier: 2,
    });
    expect(rememberedSearch(store)).toBe(
      'type=therapy&languages=hindi&max_price_tier=2&ih_clinic_ids=4',
    );
  });

  it('gives nothing back when nothing, something broken or only empty filters were stored', () => {
    const store = memory();
    expect(rememberedSearch(store)).toBe('');
    store.setItem('activeFilters', '{not json');
    expect(rememberedSearch(store)).toBe('');
    store.setItem('activeFilters', '"therapy"');
    expect(rememberedSearch(store)).toBe('');
    saveActiveFilters(emptyFilters(), store);
    expect(rememberedSearch(store)).toBe('');
  });

  it('drops remembered values this version of the app no longer knows', () => {
    const store = memory();
    store.setItem('activeFilters', JSON.stringify({ languages: ['hindi', 'latin'], sort: 'x' }));
    expect(rememberedSearch(store)).toBe('languages=hindi');
  });
});
