import { describe, expect, it } from 'vitest';
import { emptyListingMessage, orList, timeWindowPhrase } from './empty-listing-message';
import { emptyFilters, filtersFromSearch } from './listing-filters';

const sentence = (search: string) => emptyListingMessage(filtersFromSearch(search));

describe('the empty listing sentence', () => {
  it('says what was asked for and what to change', () => {
    expect(sentence('type=psychiatry&languages=hindi&city=del&available_within_days=7')).toBe(
      'No Hindi-speaking psychiatrists in Delhi this week — try online sessions or a wider time window.',
    );
  });

  it('names every filter in order and suggests the two most helpful changes', () => {
    expect(
      sentence(
        'type=therapy&languages=hindi,tamil&gender=female&concerns=anxiety,adhd&max_price_tier=1&session_kinds=tele',
      ),
    ).toBe(
      'No Tamil- or Hindi-speaking female therapists for ADHD or anxiety offering video sessions ' +
        'within your budget — try a higher budget or fewer concerns.',
    );
  });

  it('says "another gender" as the filter does', () => {
    expect(sentence('type=therapy&gender=other')).toBe(
      'No therapists of another gender — try any gender.',
    );
    expect(sentence('type=therapy&gender=female,other')).toBe(
      'No therapists who are female or of another gender — try any gender.',
    );
  });

  it('suggests online sessions when only in-person sessions were asked for', () => {
    expect(sentence('type=couples&session_kinds=offline&ih_clinic_ids=4')).toBe(
      'No couples therapists offering in-person sessions at the chosen clinic — try online sessions.',
    );
  });

  it('without filters it says so plainly', () => {
    expect(emptyListingMessage(emptyFilters('others'))).toBe(
      'No experts are listed right now. Please check back soon.',
    );
    expect(sentence('type=coach')).toBe('No coaches are listed right now. Please check back soon.');
  });

  it('joins words and names time windows as people say them', () => {
    expect(orList([])).toBe('');
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
    expect(timeWindowPhrase(1)).toBe('in the next 24 hours');
    expect(timeWindowPhrase(3)).toBe('in the next 3 days');
    expect(timeWindowPhrase(14)).toBe('in the next 2 weeks');
    expect(timeWindowPhrase(30)).toBe('in the next 30 days');
  });
});
