import type { ProviderTagging } from '@kaizen/contracts';
import { describe, expect, it } from 'vitest';
import { currentUuidsOfType, leavingChoices } from './components/switch/switch-choices';
import { switchSearch } from './components/switch/ChooseProviderStep';
import {
  currentProviderChosen,
  initialProviderSwitchState,
  providerSelected,
  providerSwitchReducer,
  providerTypeModalToggled,
  switchFlowClosed,
  switchReasonSet,
  taggingReceived,
} from './provider-switch-slice';

// SPEC §3 provider switch state area and the choices the flow offers from the tagging details.

const person = (uuid: string) => ({
  uuid,
  firstname: 'Asha',
  lastname: uuid,
  photo_url: '',
  since: '2026-01-01T00:00:00.000Z',
});
const TAGGING: ProviderTagging[] = [
  {
    provider_type: 'therapy',
    current: [person('00000000-0000-4000-8000-000000000001')],
    previous: [
      { ...person('00000000-0000-4000-8000-000000000009'), until: '2026-02-01T00:00:00.000Z' },
    ],
    can_switch: true,
    open_switch: false,
  },
  {
    provider_type: 'psychiatry',
    current: [person('00000000-0000-4000-8000-000000000002')],
    previous: [],
    can_switch: false,
    open_switch: true,
  },
  {
    provider_type: 'coach',
    current: [person('00000000-0000-4000-8000-000000000003')],
    previous: [],
    can_switch: true,
    open_switch: false,
  },
];

describe('provider switch slice', () => {
  it('starts over from the reason when another provider is chosen, and forgets the flow on close', () => {
    let state = providerSwitchReducer(undefined, providerTypeModalToggled(true));
    state = providerSwitchReducer(state, taggingReceived(TAGGING));
    state = providerSwitchReducer(state, switchReasonSet({ code: 'cost', text: '' }));
    state = providerSwitchReducer(
      state,
      currentProviderChosen({ uuid: 'a', firstname: 'A', lastname: 'B', provider_type: 'therapy' }),
    );
    expect(state).toMatchObject({ providerTypeModal: false, switchReason: null });
    state = providerSwitchReducer(
      state,
      providerSelected({ uuid: 'b', firstname: 'C', lastname: 'D' }),
    );
    expect(state.selectedProvider?.uuid).toBe('b');
    state = providerSwitchReducer(state, switchFlowClosed());
    expect(state).toEqual({ ...initialProviderSwitchState, providerTaggingDetails: TAGGING });
  });
});

describe('switch choices', () => {
  it('offers only current therapists or psychiatrists the API lets the person change', () => {
    expect(leavingChoices(TAGGING).map((choice) => choice.provider_type)).toEqual(['therapy']);
    expect(leavingChoices(null)).toEqual([]);
  });

  it('never offers someone the person is with now, and searches the directory by type and filters', () => {
    expect([...currentUuidsOfType(TAGGING, 'therapy')]).toEqual([
      '00000000-0000-4000-8000-000000000001',
    ]);
    expect(switchSearch('therapy', 'tamil', 'grief')).toBe(
      'type=therapy&sort=relevance&limit=12&languages=tamil&concerns=grief',
    );
  });
});
