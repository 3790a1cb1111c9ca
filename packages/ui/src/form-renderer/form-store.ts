import { lookupFieldType } from './define-field-type';
import { matchesDependency } from './dependencies';
import { unknownType } from './fields/simple-fields';
import type {
  FieldDefinition,
  FieldIssue,
  FieldRegistry,
  FieldTypeDefinition,
  FormFieldValue,
  FormValues,
} from './types';

/** What a field renders from: its edited value and the problem to show, if any. */
export interface FieldSnapshot {
  readonly value: unknown;
  /** The current problem, shown or not. */
  readonly issue: FieldIssue | undefined;
  /** Whether the problem is shown: after the changed field lost focus, or a submit attempt. */
  readonly showIssue: boolean;
}

interface FieldState extends FieldSnapshot {
  readonly dirty: boolean;
  /** The definition's `value` the edited value came from, to notice a reload. */
  readonly source: FormFieldValue | undefined;
}

type Listener = () => void;

function sameSource(a: FormFieldValue | undefined, b: FormFieldValue | undefined): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The state of a rendered form outside React: one snapshot per field and one set of listeners per
 * field, so that a change re-renders the changed field (and the fields depending on it) only.
 */
export class FormStore {
  private fields: readonly FieldDefinition[] = [];
  private byName = new Map<string, FieldDefinition>();
  private states = new Map<string, FieldState>();
  private listeners = new Map<string, Set<Listener>>();
  private submitted = false;
  private registry: FieldRegistry;
  /** Fields changed by {@link sync} whose listeners {@link flush} has yet to call. */
  private pending = new Set<string>();

  constructor(fields: readonly FieldDefinition[], registry: FieldRegistry) {
    this.registry = registry;
    this.setFields(fields);
  }

  /** The field type of a definition; a type the registry does not know is shown read-only. */
  typeOf(field: FieldDefinition): FieldTypeDefinition {
    return lookupFieldType(this.registry, field.type) ?? unknownType;
  }

  /**
   * Takes new definitions (a reload) during a render: nothing is notified until {@link flush}
   * (listeners may not update other components mid-render). Same definitions: nothing happens.
   */
  sync(fields: readonly FieldDefinition[], registry: FieldRegistry): void {
    if (fields === this.fields && registry === this.registry) return;
    for (const name of this.update(fields, registry)) this.pending.add(name);
  }

  /** Notifies the fields {@link sync} changed (after the render that synced is committed). */
  flush(): void {
    if (this.pending.size === 0) return;
    const names = [...this.pending];
    this.pending.clear();
    this.notify(names);
  }

  /**
   * Takes new definitions (a reload). A field keeps what was typed unless its definition's value
   * or type changed; fields no longer defined are forgotten.
   */
  setFields(fields: readonly FieldDefinition[], registry: FieldRegistry = this.registry): void {
    this.notify(this.update(fields, registry));
  }

  private update(fields: readonly FieldDefinition[], registry: FieldRegistry): string[] {
    const registryChanged = registry !== this.registry;
    this.registry = registry;
    const previous = this.byName;
    this.fields = fields;
    this.byName = new Map(fields.map((field) => [field.fieldName, field]));
    const changed: string[] = [];
    for (const field of fields) {
      const name = field.fieldName;
      const state = this.states.get(name);
      const before = previous.get(name);
      if (
        state &&
        before &&
        !registryChanged &&
        before.type === field.type &&
        sameSource(state.source, field.value)
      ) {
        // Same value: what was typed stays, checked against the new definition (e.g. required).
        if (before !== field) {
          this.states.set(name, { ...state, issue: this.check(field, state.value) });
          changed.push(name);
        }
        continue;
      }
      const value = this.typeOf(field).fromValue(field.value, field);
      this.states.set(name, {
        value,
        source: field.value,
        dirty: false,
        issue: this.check(field, value),
        showIssue: false,
      });
      changed.push(name);
    }
    for (const name of [...this.states.keys()]) {
      if (!this.byName.has(name)) this.states.delete(name);
    }
    return changed;
  }

  /** The definitions, in order. */
  getFields(): readonly FieldDefinition[] {
    return this.fields;
  }

  getField(name: string): FieldDefinition | undefined {
    return this.byName.get(name);
  }

  /** The field's snapshot; the same object until the field changes (`useSyncExternalStore`). */
  getSnapshot(name: string): FieldSnapshot {
    const state = this.states.get(name);
    if (!state) throw new Error(`Unknown field ${name}`);
    return state;
  }

  /** Listens to one field. */
  subscribe(name: string, listener: Listener): () => void {
    let set = this.listeners.get(name);
    if (!set) {
      set = new Set();
      this.listeners.set(name, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  /** Listens to several fields. */
  subscribeMany(names: readonly string[], listener: Listener): () => void {
    const unsubscribes = names.map((name) => this.subscribe(name, listener));
    return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
  }

  /** A value typed or chosen by the user. */
  change(name: string, value: unknown): void {
    const field = this.byName.get(name);
    const state = this.states.get(name);
    if (!field || !state || Object.is(state.value, value)) return;
    const issue = this.check(field, value);
    // Once shown, an error follows the value (it disappears as soon as it is fixed).
    this.states.set(name, { ...state, value, dirty: true, issue });
    this.notify([name]);
  }

  /** Focus left the field: a changed field shows its problem from now on. */
  blur(name: string): void {
    const state = this.states.get(name);
    if (!state || !state.dirty || state.showIssue) return;
    this.states.set(name, { ...state, showIssue: true });
    // Without a problem nothing visible changes: the field need not re-render.
    if (state.issue) this.notify([name]);
  }

  /**
   * The field names a field's visibility depends on, transitively (the controlling fields, their
   * controlling fields, …).
   */
  controllersOf(name: string): string[] {
    const out: string[] = [];
    const visit = (current: string) => {
      for (const dependency of this.byName.get(current)?.dependencies ?? []) {
        if (out.includes(dependency.fieldName) || dependency.fieldName === name) continue;
        out.push(dependency.fieldName);
        visit(dependency.fieldName);
      }
    };
    visit(name);
    return out;
  }

  /**
   * Whether the field's dependencies hold: each controlling field is itself active and holds the
   * chosen value. A dependency on an unknown field never holds.
   */
  isActive(name: string, seen: ReadonlySet<string> = new Set()): boolean {
    const field = this.byName.get(name);
    if (!field) return false;
    if (seen.has(name)) return false; // a cycle of dependencies: never shown
    const path = new Set(seen).add(name);
    return (field.dependencies ?? []).every((dependency) => {
      const controller = this.states.get(dependency.fieldName);
      return (
        controller !== undefined &&
        this.isActive(dependency.fieldName, path) &&
        matchesDependency(controller.value, dependency.value)
      );
    });
  }

  /** Shown in the form: active and not `hidden`. Only these are validated and submitted. */
  isVisible(name: string): boolean {
    return this.byName.get(name)?.hidden !== true && this.isActive(name);
  }

  /**
   * A submit attempt: every visible field shows its problem. Returns the problems in the order of
   * the fields (empty when the form is valid).
   */
  validateAll(): { fieldName: string; issue: FieldIssue }[] {
    this.submitted = true;
    const problems: { fieldName: string; issue: FieldIssue }[] = [];
    const changed: string[] = [];
    for (const field of this.fields) {
      const name = field.fieldName;
      const state = this.states.get(name);
      if (!state) continue;
      const visible = this.isVisible(name);
      if (visible && state.issue) problems.push({ fieldName: name, issue: state.issue });
      if (visible && !state.showIssue) {
        this.states.set(name, { ...state, showIssue: true });
        changed.push(name);
      }
    }
    this.notify(changed);
    return problems;
  }

  /** Whether a submit was attempted since the last reset. */
  wasSubmitted(): boolean {
    return this.submitted;
  }

  /** The values to submit: visible fields only, in the server's shapes (checkbox `a;b`). */
  getValues(): FormValues {
    const values: FormValues = {};
    for (const field of this.fields) {
      const type = this.typeOf(field);
      const state = this.states.get(field.fieldName);
      if (type.static || !state || !this.isVisible(field.fieldName)) continue;
      values[field.fieldName] = type.toValue(state.value, field);
    }
    return values;
  }

  /** Back to the definitions' values, no problem shown. */
  reset(): void {
    this.submitted = false;
    this.states.clear();
    const fields = this.fields;
    this.fields = [];
    this.byName = new Map();
    this.setFields(fields);
  }

  private check(field: FieldDefinition, value: unknown): FieldIssue | undefined {
    const type = this.typeOf(field);
    if (type.static) return undefined;
    if (type.isEmpty(value)) return field.required ? { rule: 'required' } : undefined;
    return type.validate?.(value, field);
  }

  private notify(names: readonly string[]): void {
    for (const name of names) {
      const set = this.listeners.get(name);
      if (set) for (const listener of [...set]) listener();
    }
  }
}
