/** A configuration as it travels (share links, cart, documents) and its strict reading against the data. */
import { clampQuantity, findGroup, findValue, initialState } from './model';
import type { ConfigState, ConfiguratorData } from './types';

export interface Selection {
  options: Record<string, { value: number | null; quantity: number }>;
  warrantyId: number | null;
  warrantyDeliveryId: string | null;
}

export type SelectionProblem = {
  partId: string;
  code: 'unknownGroup' | 'unknownValue' | 'quantity' | 'disabled';
};

export function toSelection(state: ConfigState): Selection {
  const options: Selection['options'] = {};
  for (const [partId, sel] of Object.entries(state.selected))
    options[partId] = { value: sel.value, quantity: sel.quantity };
  return { options, warrantyId: state.warrantyId, warrantyDeliveryId: state.warrantyDeliveryId };
}

/**
 * Reads a selection strictly: groups it leaves out keep their default; unknown groups or values,
 * hidden values and quantities outside the clamp of spec §4 are problems (the state keeps defaults there).
 */
export function fromSelection(
  data: ConfiguratorData,
  selection: Selection,
): { state: ConfigState; problems: SelectionProblem[] } {
  const state = initialState(data);
  const problems: SelectionProblem[] = [];
  for (const [partId, sel] of Object.entries(selection.options)) {
    const group = findGroup(data, partId);
    if (!group) {
      problems.push({ partId, code: 'unknownGroup' });
      continue;
    }
    if (sel.value === null) {
      if (group.disabled && state.selected[partId].value !== null)
        problems.push({ partId, code: 'disabled' });
      else state.selected[partId] = { value: null, quantity: 0, installed: false };
      continue;
    }
    const value = findValue(group, sel.value);
    if (!value || !value.visible) {
      problems.push({ partId, code: 'unknownValue' });
      continue;
    }
    if (group.disabled && state.selected[partId].value !== value.value) {
      problems.push({ partId, code: 'disabled' });
      continue;
    }
    if (clampQuantity(value, sel.quantity) !== sel.quantity) {
      problems.push({ partId, code: 'quantity' });
      continue;
    }
    state.selected[partId] = { value: value.value, quantity: sel.quantity, installed: value.installed };
  }
  if (selection.warrantyId !== null) {
    if (data.warranty_options.values.some((w) => w.id === selection.warrantyId))
      state.warrantyId = selection.warrantyId;
    else problems.push({ partId: 'warranty', code: 'unknownValue' });
  }
  if (selection.warrantyDeliveryId !== null) {
    if (data.warranty_delivery.some((d) => d.id === selection.warrantyDeliveryId))
      state.warrantyDeliveryId = selection.warrantyDeliveryId;
    else problems.push({ partId: 'warrantyDelivery', code: 'unknownValue' });
  }
  return { state, problems };
}
