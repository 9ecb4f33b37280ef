import * as React from "react";

import { FieldError } from "~/components/ui/field-error";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/utils";

/** What FormField hands to its control so that the label, description and errors are wired to it. */
export interface FieldControlProps {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
  required?: boolean;
}

export interface FormFieldProps {
  label: React.ReactNode;
  name: string;
  /** Defaults to inputProps.id, then the child's id, then a generated id. */
  id?: string;
  errors?: ReadonlyArray<string | null | undefined> | string | null;
  description?: React.ReactNode;
  /** Adds `required` to the control and a visual marker outside the label (so the accessible name stays clean). */
  required?: boolean;
  /** "horizontal" puts the control before the label, for checkboxes. */
  orientation?: "vertical" | "horizontal";
  className?: string;
  /** Rendered as an <Input> when there are no children. */
  inputProps?: React.ComponentProps<typeof Input>;
  /**
   * One control element (it receives id, name, aria-invalid and aria-describedby unless already set),
   * or a function of those props, for composites such as a Radix Select (apply them to SelectTrigger).
   */
  children?: React.ReactElement | ((control: FieldControlProps) => React.ReactNode);
}

// Same id scheme as conform (`${id}-description`, `${id}-error`), so conform's getInputProps can be passed as is.
const describedBy = (...ids: Array<string | false | null | undefined>) => {
  const unique = Array.from(new Set(ids.flatMap((id) => (id ? id.split(/\s+/) : [])).filter(Boolean)));
  return unique.length > 0 ? unique.join(" ") : undefined;
};

type ChildProps = {
  id?: string;
  name?: string;
  required?: boolean;
  "aria-invalid"?: React.AriaAttributes["aria-invalid"];
  "aria-describedby"?: string;
};

function FormField({
  label,
  name,
  id: idProp,
  errors,
  description,
  required,
  orientation = "vertical",
  className,
  inputProps,
  children,
}: FormFieldProps) {
  const generatedId = React.useId();
  const child = React.isValidElement<ChildProps>(children) ? children : null;
  const id = idProp ?? inputProps?.id ?? child?.props.id ?? `field-${generatedId.replace(/:/g, "")}`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;

  const errorList = (typeof errors === "string" ? [errors] : errors ?? []).filter((e): e is string => Boolean(e));
  const invalid = errorList.length > 0;
  const isRequired = required ?? inputProps?.required ?? child?.props.required;

  const control: FieldControlProps = {
    id,
    name,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy(description ? descriptionId : null, invalid ? errorId : null),
    ...(required !== undefined ? { required } : {}),
  };

  let rendered: React.ReactNode;
  if (typeof children === "function") {
    rendered = children(control);
  } else if (child) {
    rendered = React.cloneElement(child, {
      ...control,
      name: child.props.name ?? name,
      "aria-invalid": control["aria-invalid"] ?? child.props["aria-invalid"],
      "aria-describedby": describedBy(child.props["aria-describedby"], control["aria-describedby"]),
    });
  } else {
    // Older conform versions put `key` in getInputProps' result; React warns when a key is spread into JSX.
    const { key: inputKey, ...rest } = inputProps ?? {};
    rendered = (
      <Input
        key={inputKey}
        {...rest}
        {...control}
        name={rest.name ?? name}
        aria-invalid={control["aria-invalid"] ?? rest["aria-invalid"]}
        aria-describedby={describedBy(rest["aria-describedby"], control["aria-describedby"])}
      />
    );
  }

  const labelRow = (
    <div className="flex items-center gap-1">
      <Label htmlFor={id} className={cn(invalid && "text-destructive")}>
        {label}
      </Label>
      {isRequired ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </div>
  );

  const descriptionEl = description ? (
    <p id={descriptionId} className="text-xs text-muted-foreground">
      {description}
    </p>
  ) : null;

  return (
    <div className={cn("grid gap-1.5", className)}>
      {orientation === "horizontal" ? (
        <div className="flex items-center gap-2">
          {rendered}
          {labelRow}
        </div>
      ) : (
        <>
          {labelRow}
          {rendered}
        </>
      )}
      {descriptionEl}
      <FieldError id={errorId} errors={errorList} />
    </div>
  );
}

export { FormField };
