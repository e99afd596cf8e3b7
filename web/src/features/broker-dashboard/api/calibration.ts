import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CalibrationGradeInput } from "@domain/coaching/calibration-input";
import { api, call, pathParams } from "@/lib/api";
import { brokerKeys } from "./query-keys";

export const getCalibration = () => call(api.broker.calibration.$get());
export const getBlindCall = (id: string) =>
  call(api.broker.calibration.calls[":id"].$get({ param: pathParams({ id }) }));
export const gradeCall = (input: CalibrationGradeInput) => call(api.broker.calibration.grades.$post({ json: input }));

/** Where the browser downloads the graded calls (an attachment, so a plain link). */
export const CALIBRATION_EXPORT_URL = "/api/broker/calibration/export";

export const useCalibration = () =>
  useQuery(queryOptions({ queryKey: brokerKeys.calibration(), queryFn: getCalibration, staleTime: 0 }));

export const useBlindCall = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: brokerKeys.blindCall(id),
      queryFn: () => getBlindCall(id),
      staleTime: Infinity,
      retry: false,
    }),
  );

export function useGradeCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: gradeCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: brokerKeys.calibration(), exact: true }),
  });
}
