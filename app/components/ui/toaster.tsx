import * as React from "react";

import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "~/components/ui/toast";
import { useToast } from "~/components/ui/use-toast";

type ToasterProps = Omit<React.ComponentPropsWithoutRef<typeof ToastProvider>, "children">;

/** Mount once in the root layout. Pass swipeDirection="left" when the document is right-to-left. */
export function Toaster(props: ToasterProps) {
  const { toasts } = useToast();

  return (
    <ToastProvider {...props}>
      {toasts.map(function ({ id, title, description, action, ...toastProps }) {
        return (
          <Toast key={id} {...toastProps}>
            <div className="grid gap-1">
              {title && <ToastTitle>{title}</ToastTitle>}
              {description && <ToastDescription>{description}</ToastDescription>}
            </div>
            {action}
            <ToastClose />
          </Toast>
        );
      })}
      <ToastViewport />
    </ToastProvider>
  );
}
