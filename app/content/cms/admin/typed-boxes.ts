// Dates, times and numbers a volunteer can type. Decap 3.16.3's date and time box is the
// browser's own, but it hands each keystroke's value to the CMS, which writes it back into the
// box while the person is still typing: typing the year 2026 passes through 0002, 0020 and 0202,
// the box is rewritten with each, and "11222026" ends as 11/22/1906 (Decap issue #7939, open).
// This is the same box, left alone while it is typed in: a date reaches the CMS only once it is
// whole (a four-digit year from 1900), and a box left with part of a date is refused when
// publishing, with a sentence, instead of saving something else. Fields with other formats keep
// Decap's own box. Registered as "datetime" before the CMS starts, so config.yml is unchanged.
// The mouse wheel and number boxes are at the end.
(function () {
  'use strict';

  const CMS = window.CMS;
  const h = window.h;
  const decapDatetime = CMS.getWidget('datetime');

  /** The box for a field: a date saved as 2026-11-15, or a date and time as 2026-12-24T18:00. */
  function boxFor(field) {
    const format = field.get('format');
    if (format === 'YYYY-MM-DD') return { type: 'date', whole: /^(\d{4})-\d{2}-\d{2}$/ };
    if (format === 'YYYY-MM-DD[T]HH:mm' && !field.get('picker_utc')) {
      return { type: 'datetime-local', whole: /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}$/ };
    }
    return null;
  }

  /** The value as the box shows it: a date and time without seconds. */
  const shown = function (value) {
    return typeof value === 'string' ? value.slice(0, 16) : '';
  };

  const TypedDate = window.createClass({
    getInitialState: function () {
      // Part of a date typed and not yet whole: the box's own text is kept, and refused on Publish.
      return { partial: false };
    },

    componentDidMount: function () {
      this.reported = this.props.value;
    },

    // Set from outside ("Now", "Clear", another entry): the box shows it; never while typing.
    componentDidUpdate: function () {
      const { value } = this.props;
      if (value !== this.reported && this.box && this.box.value !== shown(value)) {
        this.box.value = shown(value);
        this.reported = value;
        if (this.state.partial) this.setState({ partial: false });
      }
    },

    report: function (value) {
      this.reported = value;
      this.props.onChange(value);
    },

    handleInput: function (event) {
      const box = event.target;
      const { whole } = boxFor(this.props.field);
      const match = whole.exec(box.value);
      if (match && Number(match[1]) >= 1900) {
        if (this.state.partial) this.setState({ partial: false });
        this.report(box.value);
      } else if (box.value === '' && !box.validity.badInput) {
        // Emptied: no date.
        if (this.state.partial) this.setState({ partial: false });
        this.report('');
      } else if (!this.state.partial) {
        this.setState({ partial: true });
      }
    },

    /** Decap asks each box before publishing (Widget.js, validateWrappedControl). */
    isValid: function () {
      if (!this.state.partial) return true;
      const label = this.props.field.get('label', this.props.field.get('name'));
      const parts =
        boxFor(this.props.field).type === 'date'
          ? 'the day, the month and the year'
          : 'the day, the month, the year, the hour and the minutes (and AM or PM, where the box has it)';
      return {
        error: {
          type: 'CUSTOM',
          message: `${label} is not finished: part of it is blank or not a real date. Type ${parts}, or choose it with the calendar button.`,
        },
      };
    },

    setNow: function () {
      const now = new Date();
      const pad = (n) => String(n).padStart(2, '0');
      const date = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
      const value =
        boxFor(this.props.field).type === 'date'
          ? date
          : `${date}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
      this.box.value = value;
      this.setState({ partial: false });
      this.report(value);
    },

    clear: function () {
      this.box.value = '';
      this.setState({ partial: false });
      this.report('');
    },

    render: function () {
      const { forID, value, classNameWrapper, setActiveStyle, setInactiveStyle, isDisabled, t } =
        this.props;
      const { type } = boxFor(this.props.field);
      const button = (label, onClick, ariaLabel) =>
        h(
          'button',
          {
            type: 'button',
            onClick: onClick,
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
          type: type,
          // A year of four figures, so the box moves on to the month or the time after it (with
          // no limit it takes six, and "2026" then "0900" typed straight through is the year 202609).
          min: type === 'date' ? '1900-01-01' : '1900-01-01T00:00',
          max: type === 'date' ? '9999-12-31' : '9999-12-31T23:59',
          // A minute at a time: the files hold no seconds.
          step: type === 'date' ? undefined : 60,
          defaultValue: shown(value),
          ref: (box) => {
            this.box = box;
          },
          onInput: this.handleInput,
          onChange: function () {},
          onFocus: setActiveStyle,
          onBlur: setInactiveStyle,
          disabled: isDisabled,
          'aria-invalid': this.state.partial ? 'true' : undefined,
        }),
        button(
          t('editor.editorWidgets.datetime.now'),
          this.setNow,
          t('editor.editorWidgets.datetime.setToNow', {
            fieldLabel: this.props.field.get('label', this.props.field.get('name')),
          }),
        ),
        button(t('editor.editorWidgets.datetime.clear'), this.clear),
      );
    },
  });

  /** Our box for the formats the content uses, Decap's own for any other. */
  const DateControl = window.createClass({
    isValid: function () {
      return this.inner && this.inner.isValid ? this.inner.isValid() : true;
    },
    render: function () {
      const control = boxFor(this.props.field) ? TypedDate : decapDatetime.control;
      return h(control, {
        ...this.props,
        ref: (inner) => {
          this.inner = inner;
        },
      });
    },
  });

  CMS.registerWidget('datetime', DateControl, decapDatetime.preview, decapDatetime.schema);

  // A number box with the keyboard in it changes its number when the mouse wheel turns over it
  // (Position 45 became 44, silently). Taking the keyboard out of the box first leaves the number
  // alone, and the page scrolls as the wheel asks.
  document.addEventListener(
    'wheel',
    function (event) {
      const box = event.target;
      if (
        box instanceof HTMLInputElement &&
        box.type === 'number' &&
        box === document.activeElement
      ) {
        box.blur();
      }
    },
    { capture: true, passive: true },
  );
})();
