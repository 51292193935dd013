// Dates, times and numbers a volunteer can type. Decap 3.16.3 writes each keystroke back into its
// date box, so "11222026" ends as 11/22/1906 (Decap #7939): here a date reaches the CMS once whole.
import type { WidgetProps } from '../shared/decap.ts';
import {
  boxFor,
  limits,
  nowValue,
  partsInBoxOrder,
  shown,
  typed,
  unfinished,
} from './typed-dates.ts';

/** A component of create-react-class, as Decap's bundle makes them. */
interface TypedDate {
  props: WidgetProps;
  state: { partial: boolean };
  setState(state: { partial: boolean }): void;
  box: HTMLInputElement | null;
  reported: unknown;
  report(value: string): void;
}

const typeOf = (props: WidgetProps) =>
  boxFor(props.field.get('format'), props.field.get('picker_utc'));
const labelOf = (props: WidgetProps) => String(props.field.get('label', props.field.get('name')));

export function startTypedBoxes() {
  const { CMS, h, createClass } = window;
  const decapDatetime = CMS.getWidget('datetime');

  const TypedDate = createClass({
    // Part of a date typed and not yet whole: the box's own text is kept, and refused on Publish.
    getInitialState: () => ({ partial: false }),

    componentDidMount(this: TypedDate) {
      this.reported = this.props.value;
    },

    // Set from outside ("Now", "Clear", another entry): the box shows it; never while typing.
    componentDidUpdate(this: TypedDate) {
      const { value } = this.props;
      if (value !== this.reported && this.box && this.box.value !== shown(value)) {
        this.box.value = shown(value);
        this.reported = value;
        if (this.state.partial) this.setState({ partial: false });
      }
    },

    report(this: TypedDate, value: string) {
      this.reported = value;
      this.props.onChange(value);
    },

    // Also on each key and on leaving the box: Chromium sends no `input` while a box that was
    // empty is filled in part (its value stays "", only `badInput` tells).
    handleInput(this: TypedDate, event: Event) {
      const box = event.target as HTMLInputElement;
      const state = typed(typeOf(this.props)!, box.value, box.validity.badInput);
      if (state === 'part') {
        if (!this.state.partial) this.setState({ partial: true });
        return;
      }
      if (this.state.partial) this.setState({ partial: false });
      // A whole date, or emptied: no date. A key that changed nothing tells the CMS nothing.
      const next = state === 'whole' ? box.value : '';
      if (next !== shown(this.reported)) this.report(next);
    },

    /** Decap asks each box before publishing (Widget.js, validateWrappedControl): as it is now. */
    isValid(this: TypedDate) {
      const type = typeOf(this.props)!;
      const box = this.box;
      if (!box || typed(type, box.value, box.validity.badInput) !== 'part') return true;
      if (!this.state.partial) this.setState({ partial: true });
      return {
        error: {
          type: 'CUSTOM',
          message: unfinished(labelOf(this.props), partsInBoxOrder(type, navigator.language)),
        },
      };
    },

    // "Now" and "Clear".
    set(this: TypedDate, value: string) {
      if (this.box) this.box.value = value;
      this.setState({ partial: false });
      this.report(value);
    },

    render(
      this: TypedDate & { handleInput: (event: Event) => void; set: (value: string) => void },
    ) {
      const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled, t } =
        this.props;
      const type = typeOf(this.props)!;
      const { min, max, step } = limits(type);
      const button = (label: string, onClick: () => void, ariaLabel?: string) =>
        h(
          'button',
          {
            type: 'button',
            onClick,
            disabled: isDisabled,
            'aria-label': ariaLabel,
            style: {
              border: 0,
              borderRadius: '5px',
              padding: '2px 12px',
              background: '#dfdfe3',
              color: '#5d626f',
              fontWeight: 700,
              cursor: 'pointer',
            },
          },
          label,
        );
      return h(
        'div',
        {
          className: classNameWrapper,
          style: { display: 'flex', flexWrap: 'wrap', gap: '12px 20px', alignItems: 'center' },
        },
        h('input', {
          id: forID,
          type,
          // A year of four figures, so the box moves on: with no limit, "2026" then "0900"
          // typed straight through is the year 202609.
          min,
          max,
          step,
          defaultValue: shown(value),
          ref: (box: HTMLInputElement | null) => {
            this.box = box;
          },
          onInput: this.handleInput,
          onKeyUp: this.handleInput,
          onChange() {},
          onFocus: setActiveStyle,
          onBlur: (event: Event) => {
            this.handleInput(event);
            setInactiveStyle();
          },
          disabled: isDisabled,
          'aria-invalid': this.state.partial ? 'true' : undefined,
        }),
        button(
          t('editor.editorWidgets.datetime.now'),
          () => this.set(nowValue(type)),
          t('editor.editorWidgets.datetime.setToNow', { fieldLabel: labelOf(this.props) }),
        ),
        button(t('editor.editorWidgets.datetime.clear'), () => this.set('')),
      );
    },
  });

  /** Our box for the formats the content uses, Decap's own for any other. */
  const DateControl = createClass({
    isValid(this: { inner?: { isValid?: () => unknown } }) {
      return this.inner?.isValid ? this.inner.isValid() : true;
    },
    render(this: { props: WidgetProps; inner?: unknown }) {
      const control = typeOf(this.props) ? TypedDate : decapDatetime.control;
      return h(control, {
        ...this.props,
        ref: (inner: unknown) => {
          this.inner = inner;
        },
      });
    },
  });

  CMS.registerWidget('datetime', DateControl, decapDatetime.preview, decapDatetime.schema);

  // The wheel over a focused number box changed its number silently: the box lets go first.
  document.addEventListener(
    'wheel',
    ({ target }) => {
      const box = document.activeElement;
      if (box === target && box instanceof HTMLInputElement && box.type === 'number') box.blur();
    },
    { capture: true, passive: true },
  );
}
