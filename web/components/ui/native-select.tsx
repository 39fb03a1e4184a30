// A native <select> from a list of [value, text] pairs: light, and every device's own picker.
// `placeholder` adds a first option with the empty value (an "any" filter, or a prompt to choose).
import type { SelectHTMLAttributes } from "react";

export type TSelectOptions = readonly (readonly [string | number, string])[];

export function NativeSelect({
  options,
  placeholder,
  placeholderDisabled = false,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { options: TSelectOptions; placeholder?: string; placeholderDisabled?: boolean }) {
  return (
    <select {...props}>
      {placeholder !== undefined ? (
        <option value="" disabled={placeholderDisabled}>
          {placeholder}
        </option>
      ) : null}
      {options.map(([value, text]) => (
        <option key={value} value={value}>
          {text}
        </option>
      ))}
    </select>
  );
}
