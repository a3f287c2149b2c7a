/**
 * The configurator rules of spec §4 as pure functions (no React, no I/O), shared by the island in the
 * browser and the server that prices and validates a configuration. Incompatible choices are refused
 * (see compatibility.ts); removals and stock changes that break a rule are repaired by resetting the
 * offending group to its default.
 */
import {
  bayDriveCount,
  checkCompatibility,
  chosenParts,
  controllerOf,
  type Violation,
} from './compatibility';
import {
  CATEGORY,
  DISK_CATEGORIES,
  type BayForm,
  type ConfigState,
  type ConfiguratorData,
  type OptionGroup,
  type OptionValue,
  type SelectedOption,
} from './types';

export function findGroup(data: ConfiguratorData, partId: string): OptionGroup | undefined {
  return data.data.options.find((g) => g.partId === partId);
}

export function findValue(group: OptionGroup, value: number | null): OptionValue | undefined {
  return value === null ? undefined : group.values.find((v) => v.value === value);
}

/** Spec §4: quantity not above the value's max quantity when set, not below its base quantity when nonzero. */
export function clampQuantity(value: OptionValue, quantity: number): number {
  let q = Math.max(0, Math.floor(Number.isFinite(quantity) ? quantity : 0));
  if (value.maxQuantity > 0) q = Math.min(q, value.maxQuantity);
  if (value.baseQuantity > 0) q = Math.max(q, value.baseQuantity);
  return q;
}

/** The quantity a value starts with: a base value its base quantity, otherwise 1 (then clamped). */
export function startQuantity(value: OptionValue): number {
  return clampQuantity(value, value.isBase && value.baseQuantity > 0 ? value.baseQuantity : 1);
}

/** Spec §4: a group's default value (none when the group has no default). */
export function defaultSelection(group: OptionGroup): SelectedOption {
  const def = group.values.find((v) => v.isDefault);
  if (!def) return { value: null, quantity: 0, installed: false };
  return { value: def.value, quantity: startQuantity(def), installed: def.installed };
}

/** Spec §4: loading a product sets every option group to its default value. */
export function initialState(data: ConfiguratorData): ConfigState {
  const selected: Record<string, SelectedOption> = {};
  for (const g of data.data.options) selected[g.partId] = defaultSelection(g);
  return {
    selected,
    warrantyId: null,
    warrantyDeliveryId: data.warranty_delivery[0]?.id ?? null,
    stock: {},
    popups: { caddy: false, raid: false },
  };
}

export function isDiskGroup(group: OptionGroup): boolean {
  return group.hardDiskRecalculate || (DISK_CATEGORIES as readonly number[]).includes(group.categoryId ?? -1);
}

function withGroup(state: ConfigState, partId: string, sel: SelectedOption): ConfigState {
  return { ...state, selected: { ...state.selected, [partId]: sel } };
}

/** Spec §4: removing a summary item resets that group to its default. */
export function resetGroup(data: ConfiguratorData, state: ConfigState, partId: string): ConfigState {
  const group = findGroup(data, partId);
  return group ? withGroup(state, partId, defaultSelection(group)) : state;
}

/** Spec §4: removing the hard disk resets every group in the disk categories. */
export function removeHardDisk(data: ConfiguratorData, state: ConfigState): ConfigState {
  let next = state;
  for (const g of data.data.options)
    if (isDiskGroup(g)) next = withGroup(next, g.partId, defaultSelection(g));
  return next;
}

export function selectValue(
  data: ConfiguratorData,
  state: ConfigState,
  partId: string,
  valueId: number | null,
): ConfigState {
  const group = findGroup(data, partId);
  if (!group || group.disabled) return state;
  if (valueId === null) return withGroup(state, partId, { value: null, quantity: 0, installed: false });
  const value = findValue(group, valueId);
  if (!value || !value.visible) return state;
  return withGroup(state, partId, {
    value: value.value,
    quantity: startQuantity(value),
    installed: value.installed,
  });
}

export function setQuantity(
  data: ConfiguratorData,
  state: ConfigState,
  partId: string,
  quantity: number,
): ConfigState {
  const group = findGroup(data, partId);
  const sel = state.selected[partId];
  const value = group && sel ? findValue(group, sel.value) : undefined;
  if (!group || !value || group.disabled) return state;
  return withGroup(state, partId, { ...sel, quantity: clampQuantity(value, quantity) });
}

/**
 * Spec §4: on a live stock change the product quantity is updated; a selection above the new available
 * quantity resets to its default. Returns the groups that were reset.
 */
export function applyStockChange(
  data: ConfiguratorData,
  state: ConfigState,
  productId: number,
  quantity: number,
): { state: ConfigState; reset: string[] } {
  let next: ConfigState = {
    ...state,
    stock: { ...state.stock, [productId]: Math.max(0, Math.floor(quantity)) },
  };
  const reset: string[] = [];
  for (const g of data.data.options) {
    const sel = next.selected[g.partId];
    const value = sel ? findValue(g, sel.value) : undefined;
    if (value?.productId === productId && sel.quantity > next.stock[productId]) {
      next = withGroup(next, g.partId, defaultSelection(g));
      reset.push(g.partId);
    }
  }
  return { state: next, reset };
}

export interface SummaryItem {
  partId: string;
  label: string;
  name: string;
  productId: number | null;
  article: string;
  quantity: number;
  /** Unit price in cents excl. VAT. */
  price: number;
  isBase: boolean;
  baseQuantity: number;
}

export const WARRANTY_PART = 'warranty';

/** Spec §4: selected groups with a value and quantity above 0, plus the chosen warranty as a quantity-1 item. */
export function summary(data: ConfiguratorData, state: ConfigState): SummaryItem[] {
  const items: SummaryItem[] = chosenParts(data, state).map(({ group, value, quantity }) => ({
    partId: group.partId,
    label: group.label,
    name: value.name,
    productId: value.productId,
    article: value.article,
    quantity,
    price: value.price,
    isBase: value.isBase,
    baseQuantity: value.baseQuantity,
  }));
  const w = data.warranty_options.values.find((o) => o.id === state.warrantyId);
  if (w) {
    const delivery = data.warranty_delivery.find((d) => d.id === state.warrantyDeliveryId);
    items.push({
      partId: WARRANTY_PART,
      label: data.warranty_options.label,
      name: delivery ? `${w.name} – ${delivery.label}` : w.name,
      productId: w.id,
      article: w.article,
      quantity: 1,
      price: w.priceOption + (delivery?.price ?? 0),
      isBase: false,
      baseQuantity: 0,
    });
  }
  return items;
}

/** Spec §4: the 'added' summary subtracts base quantity from base items and skips non-positive results. */
export function addedSummary(data: ConfiguratorData, state: ConfigState): SummaryItem[] {
  return summary(data, state)
    .map((i) => (i.isBase ? { ...i, quantity: i.quantity - i.baseQuantity } : i))
    .filter((i) => i.quantity > 0);
}

export interface TrayLine {
  form: BayForm;
  productId: number | null;
  name: string;
  quantity: number;
  price: number;
}

/** Each drive in a bay beyond the trays that come with the chassis needs a drive tray (caddy). */
export function trayLines(data: ConfiguratorData, state: ConfigState): TrayLine[] {
  return data.trays
    .map((t) => ({
      form: t.form,
      productId: t.productId,
      name: t.name,
      price: t.price,
      quantity: Math.max(0, bayDriveCount(data, state, t.form) - t.included),
    }))
    .filter((t) => t.quantity > 0);
}

/** Price in cents excl. VAT: the base price plus everything added on top of the base items. */
export function priceOf(data: ConfiguratorData, state: ConfigState): number {
  const added = addedSummary(data, state).reduce((s, i) => s + i.price * i.quantity, 0);
  const trays = trayLines(data, state).reduce((s, t) => s + t.price * t.quantity, 0);
  return data.data.price + added + trays;
}

export type Action =
  | { type: 'select'; partId: string; value: number | null }
  | { type: 'quantity'; partId: string; quantity: number }
  | { type: 'remove'; partId: string }
  | { type: 'removeHardDisk' }
  | { type: 'warranty'; id: number | null }
  | { type: 'warrantyDelivery'; id: string }
  | { type: 'stock'; productId: number; quantity: number };

export type Popup = 'caddy' | 'raid';

export interface Outcome {
  state: ConfigState;
  /** The action was refused: these rules would break. */
  refused: Violation[];
  /** Groups reset by a stock change or a repair ('Product {name} is gewijzigd'). */
  reset: string[];
  /** A warning popup to show now (each shows once). */
  popup: Popup | null;
}

/** Resets culprit groups to their defaults until no rule is broken (defaults are valid by design). */
export function repair(data: ConfiguratorData, state: ConfigState): { state: ConfigState; reset: string[] } {
  let next = state;
  const reset: string[] = [];
  for (let i = 0; i <= data.data.options.length; i++) {
    const v = checkCompatibility(data, next)[0];
    if (!v) return { state: next, reset };
    const g = findGroup(data, v.culprit);
    const def = g ? defaultSelection(g) : null;
    const cur = next.selected[v.culprit];
    if (g && def && (cur?.value !== def.value || cur?.quantity !== def.quantity)) {
      next = withGroup(next, v.culprit, def);
      reset.push(v.culprit);
    } else {
      for (const id of v.partIds) {
        const gg = findGroup(data, id);
        if (gg) next = withGroup(next, id, defaultSelection(gg));
        if (!reset.includes(id)) reset.push(id);
      }
    }
  }
  if (checkCompatibility(data, next).length === 0) return { state: next, reset };
  const defaults = initialState(data);
  return { state: { ...next, selected: defaults.selected }, reset: data.data.options.map((g) => g.partId) };
}

/** Changing the first processor takes a second processor along to the same model (they must match). */
function followPrimaryCpu(data: ConfiguratorData, state: ConfigState, partId: string): ConfigState {
  const cpuGroups = data.data.options
    .filter((g) => g.categoryId === CATEGORY.cpu)
    .sort((a, b) => a.sort - b.sort);
  if (cpuGroups[0]?.partId !== partId) return state;
  const primary = findValue(cpuGroups[0], state.selected[partId]?.value ?? null);
  let next = state;
  for (const g of cpuGroups.slice(1)) {
    const sel = next.selected[g.partId];
    if (!primary || !sel || sel.value === null) continue;
    const twin = g.values.find(
      (v) =>
        v.visible &&
        (primary.productId !== null
          ? v.productId === primary.productId
          : v.productId === null && v.name === primary.name),
    );
    if (twin)
      next = withGroup(next, g.partId, {
        value: twin.value,
        quantity: clampQuantity(twin, sel.quantity),
        installed: twin.installed,
      });
  }
  return next;
}

function applyRaw(data: ConfiguratorData, state: ConfigState, action: Action): ConfigState {
  switch (action.type) {
    case 'select':
      return followPrimaryCpu(data, selectValue(data, state, action.partId, action.value), action.partId);
    case 'quantity':
      return setQuantity(data, state, action.partId, action.quantity);
    case 'remove':
      return action.partId === WARRANTY_PART
        ? { ...state, warrantyId: null }
        : resetGroup(data, state, action.partId);
    case 'removeHardDisk':
      return removeHardDisk(data, state);
    case 'warranty':
      return action.id === null || data.warranty_options.values.some((w) => w.id === action.id)
        ? { ...state, warrantyId: action.id }
        : state;
    case 'warrantyDelivery':
      return data.warranty_delivery.some((d) => d.id === action.id)
        ? { ...state, warrantyDeliveryId: action.id }
        : state;
    case 'stock':
      return applyStockChange(data, state, action.productId, action.quantity).state;
  }
}

/** Which popup an action opens: caddy when drives first go into bays, RAID when drives meet a non-RAID controller or the controller changes. */
function popupFor(
  data: ConfiguratorData,
  prev: ConfigState,
  next: ConfigState,
  action: Action,
): Popup | null {
  if (action.type !== 'select' && action.type !== 'quantity') return null;
  const drivesUp = bayDriveCount(data, next) > bayDriveCount(data, prev);
  if (!next.popups.caddy && drivesUp) return 'caddy';
  const group = findGroup(data, action.partId);
  const controllerChanged =
    group?.values.some((v) => v.facts.kind === 'controller') &&
    prev.selected[action.partId]?.value !== next.selected[action.partId]?.value;
  const unprotected = drivesUp && bayDriveCount(data, next) >= 2 && !controllerOf(data, next).raid;
  if (!next.popups.raid && (controllerChanged || unprotected)) return 'raid';
  return null;
}

/**
 * One user action. Choices that would break a rule are refused (the UI disables them first); removals
 * and stock changes are always applied, then repaired.
 */
export function dispatch(data: ConfiguratorData, state: ConfigState, action: Action): Outcome {
  const raw = applyRaw(data, state, action);
  const chooses = action.type === 'select' || action.type === 'quantity';
  if (chooses) {
    const violations = checkCompatibility(data, raw);
    if (violations.length > 0) return { state, refused: violations, reset: [], popup: null };
  }
  const stockReset =
    action.type === 'stock' ? applyStockChange(data, state, action.productId, action.quantity).reset : [];
  const repaired = repair(data, raw);
  const popup = popupFor(data, state, repaired.state, action);
  const next = popup
    ? { ...repaired.state, popups: { ...repaired.state.popups, [popup]: true } }
    : repaired.state;
  return { state: next, refused: [], reset: [...new Set([...stockReset, ...repaired.reset])], popup };
}

/** Would choosing this value (or quantity) break a rule? The UI disables and explains such options. */
export function wouldBreak(data: ConfiguratorData, state: ConfigState, action: Action): Violation[] {
  return checkCompatibility(data, applyRaw(data, state, action));
}
