import { OpportunityListPage } from "../../components/opportunity-list-page.tsx";
import { trainingListAddress, useTraining } from "./api/get-training.ts";
import { TrainingCard } from "./components/training-card.tsx";

export default function TrainingPage() {
  return (
    <OpportunityListPage
      kind="training"
      address={trainingListAddress}
      useList={useTraining}
      items={(data) => data.training}
      renderItem={(item) => <TrainingCard training={item} />}
    />
  );
}
