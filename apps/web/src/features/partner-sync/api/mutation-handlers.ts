/**
 * What a component does when a sync call ends. They run as the mutation's own callbacks, so they
 * run even when the success itself unmounts the component (an approved request leaves the list,
 * a removed sync leaves the panel), which callbacks passed to `mutate` would not.
 */
export interface MutationHandlers<TData, TVariables> {
  onSuccess?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
