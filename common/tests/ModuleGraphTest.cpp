// Module graph creation: execution order, cycles, missing and double providers, aliases,
// default representations, USES not ordering, modules that require what they provide.
#include "TestSupport.h"
#include "Framework/ModuleGraphCreator.h"
#include <algorithm>

STREAMABLE(GraphA, {, (int)(0) a, });
STREAMABLE(GraphB, {, (int)(0) b, });
STREAMABLE(GraphC, {, (int)(0) c, });
STREAMABLE(GraphD, {, (int)(0) d, });
STREAMABLE(GraphE, {, (int)(0) e, });
STREAMABLE(GraphF, {, (int)(0) f, });
STREAMABLE(GraphX, {, (int)(0) x, });
STREAMABLE(GraphY, {, (int)(0) y, });
STREAMABLE(GraphDefault, {, (int)(0) value, });
STREAMABLE_WITH_BASE(UpperGraphB, GraphB, {,});
STREAMABLE(UpperGraphC, {, (float)(0.f) notC, });
STREAMABLE_WITH_BASE(LowerGraphDefault, GraphDefault, {,});

#define SIMPLE_UPDATE(r) void update(r&) override {}

MODULE(ProvideA, {, PROVIDES(GraphA), });
struct ProvideA : ProvideABase { SIMPLE_UPDATE(GraphA) };
MAKE_MODULE(ProvideA);

MODULE(ProvideB, {, REQUIRES(GraphA), PROVIDES(GraphB), });
struct ProvideB : ProvideBBase { SIMPLE_UPDATE(GraphB) };
MAKE_MODULE(ProvideB);

// Requires C, which it provides itself: C is updated before D.
MODULE(ProvideCD, {, REQUIRES(GraphB), REQUIRES(GraphC), PROVIDES(GraphD), PROVIDES(GraphC), });
struct ProvideCD : ProvideCDBase { SIMPLE_UPDATE(GraphC) SIMPLE_UPDATE(GraphD) };
MAKE_MODULE(ProvideCD);

// USES E, which is updated after it: USES does not order.
MODULE(UsesE, {, USES(GraphE), PROVIDES(GraphF), });
struct UsesE : UsesEBase { SIMPLE_UPDATE(GraphF) };
MAKE_MODULE(UsesE);

MODULE(ProvideE, {, REQUIRES(GraphF), PROVIDES(GraphE), });
struct ProvideE : ProvideEBase { SIMPLE_UPDATE(GraphE) };
MAKE_MODULE(ProvideE);

MODULE(CycleX, {, REQUIRES(GraphY), PROVIDES(GraphX), });
struct CycleX : CycleXBase { SIMPLE_UPDATE(GraphX) };
MAKE_MODULE(CycleX);

MODULE(CycleY, {, REQUIRES(GraphX), PROVIDES(GraphY), });
struct CycleY : CycleYBase { SIMPLE_UPDATE(GraphY) };
MAKE_MODULE(CycleY);

MODULE(AliasUser, {, REQUIRES(UpperGraphB), PROVIDES(GraphE), });
struct AliasUser : AliasUserBase { SIMPLE_UPDATE(GraphE) };
MAKE_MODULE(AliasUser);

MODULE(BadAliasUser, {, REQUIRES(UpperGraphC), PROVIDES(GraphE), });
struct BadAliasUser : BadAliasUserBase { SIMPLE_UPDATE(GraphE) };
MAKE_MODULE(BadAliasUser);

MODULE(ProvideUpperB, {, PROVIDES(UpperGraphB), });
struct ProvideUpperB : ProvideUpperBBase { SIMPLE_UPDATE(UpperGraphB) };
MAKE_MODULE(ProvideUpperB);

MODULE(DefaultUser, {, REQUIRES(GraphDefault), REQUIRES(LowerGraphDefault), PROVIDES(GraphF), });
struct DefaultUser : DefaultUserBase { SIMPLE_UPDATE(GraphF) };
MAKE_MODULE(DefaultUser);

namespace
{
  Configuration::Thread thread(const std::string& name, const std::vector<std::pair<std::string, std::string>>& providers)
  {
    return TestSupport::threadConfiguration(name, "", providers);
  }

  std::vector<std::string> order(const ExecutionValues& values)
  {
    std::vector<std::string> result;
    for(const ExecutionValues::Provider& p : values.providers)
      result.push_back(p.module + "." + p.representation);
    return result;
  }

  std::vector<std::string> errorsOf(const Configuration& configuration)
  {
    std::vector<ExecutionValues> values;
    std::vector<std::string> errors;
    EXPECT_FALSE(ModuleGraphCreator().compute(configuration, nullptr, values, errors));
    EXPECT_TRUE(values.empty());
    return errors;
  }
}

TEST(ModuleGraph, ExecutionOrderFollowsRequiresOnly)
{
  Configuration configuration;
  configuration.threads = {thread("Cognition", {{"GraphD", "ProvideCD"}, {"GraphC", "ProvideCD"}, {"GraphB", "ProvideB"}, {"GraphA", "ProvideA"},
                                                {"GraphE", "ProvideE"}, {"GraphF", "UsesE"}})};
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ASSERT_TRUE(ModuleGraphCreator().compute(configuration, nullptr, values, errors)) << errors.front();
  ASSERT_EQ(values.size(), 1u);
  EXPECT_EQ(order(values[0]), (std::vector<std::string>{"ProvideA.GraphA", "ProvideB.GraphB", "ProvideCD.GraphC", "ProvideCD.GraphD",
                                                        "UsesE.GraphF", "ProvideE.GraphE"}));
  EXPECT_EQ(values[0].modules, (std::vector<std::string>{"ProvideA", "ProvideB", "ProvideCD", "ProvideE", "UsesE"}));
  for(const ExecutionValues::Provider& p : values[0].providers)
    EXPECT_NE(p.update, nullptr);
}

TEST(ModuleGraph, RepresentationsTravelBetweenThreads)
{
  Configuration configuration;
  configuration.threads = {thread("Upper", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}}),
                           thread("Lower", {{"GraphE", "AliasUser"}}),
                           thread("Cognition", {{"GraphC", "ProvideCD"}, {"GraphD", "ProvideCD"}})};
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ASSERT_TRUE(ModuleGraphCreator().compute(configuration, nullptr, values, errors)) << errors.front();
  // Lower receives Upper's GraphB as UpperGraphB, Cognition receives GraphB itself.
  EXPECT_EQ(values[1].received, (ExecutionValues::NameLists{{"Upper", {"UpperGraphB"}}}));
  EXPECT_EQ(values[2].received, (ExecutionValues::NameLists{{"Upper", {"GraphB"}}}));
  EXPECT_EQ(values[0].sent, (ExecutionValues::NameLists{{"Lower", {"GraphB"}}, {"Cognition", {"GraphB"}}}));
  EXPECT_TRUE(values[1].sent.empty());
}

TEST(ModuleGraph, DefaultRepresentations)
{
  Configuration configuration;
  configuration.defaultRepresentations = {"GraphDefault"};
  configuration.threads = {thread("Lower", {}), thread("Cognition", {{"GraphF", "DefaultUser"}})};
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ASSERT_TRUE(ModuleGraphCreator().compute(configuration, nullptr, values, errors)) << errors.front();
  EXPECT_EQ(values[1].defaults, (std::vector<std::string>{"GraphDefault", "LowerGraphDefault"}));
  EXPECT_TRUE(values[1].received.empty());

  configuration.defaultRepresentations = {"GraphDefault", "GraphA"};
  EXPECT_EQ(errorsOf(configuration), (std::vector<std::string>{"Default representation GraphA is not required anywhere!"}));
  configuration.threads[1] = thread("Cognition", {{"GraphF", "DefaultUser"}, {"GraphA", "ProvideA"}});
  EXPECT_EQ(errorsOf(configuration), (std::vector<std::string>{"Cognition: GraphA is also provided by default!"}));
}

TEST(ModuleGraph, InvalidConfigurationsNameWhatIsWrong)
{
  Configuration c;
  c.threads = {thread("Cognition", {{"GraphX", "CycleX"}, {"GraphY", "CycleY"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: Cyclic dependency CycleX.GraphX -> CycleY.GraphY -> CycleX.GraphX!"}));

  c.threads = {thread("Cognition", {{"GraphB", "ProvideB"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: No provider for required representation GraphA required by ProvideB"}));

  c.threads = {thread("Cognition", {{"GraphA", "ProvideA"}, {"GraphA", "ProvideB"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: GraphA is provided by more than one module!"}));

  c.threads = {thread("Cognition", {{"GraphA", "NoSuchModule"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: Module NoSuchModule is unknown!"}));

  c.threads = {thread("Cognition", {{"GraphB", "ProvideA"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: ProvideA does not provide GraphB!"}));

  c.threads = {thread("Upper", {{"GraphA", "ProvideA"}}), thread("Lower", {{"GraphA", "ProvideA"}}),
               thread("Cognition", {{"GraphB", "ProvideB"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: Representation GraphA is provided by multiple threads!"}));

  c.threads = {thread("Upper", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}}), thread("Lower", {{"GraphE", "AliasUser"}}),
               thread("Cognition", {{"UpperGraphB", "NoSuchModule"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Cognition: Module NoSuchModule is unknown!"}));

  c.threads = {thread("Upper", {{"GraphA", "ProvideA"}}), thread("Lower", {{"GraphE", "AliasUser"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{
                         "Lower: The representation GraphB that is expected from thread Upper is not provided in this thread!"}));

  c.threads = {thread("Upper", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}, {"GraphC", "ProvideCD"}, {"GraphD", "ProvideCD"}}),
               thread("Lower", {{"GraphE", "BadAliasUser"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Lower: The representations GraphC and the alias UpperGraphC are not equal!"}));
}

TEST(ModuleGraph, AliasesMustNotAlsoBeProvidedDirectly)
{
  // Lower's UpperGraphB could be Upper's GraphB (alias) or Cognition's UpperGraphB: ambiguous.
  Configuration c;
  c.threads = {thread("Upper", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}}), thread("Lower", {{"GraphE", "AliasUser"}}),
               thread("Cognition", {{"UpperGraphB", "ProvideUpperB"}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"Lower: Representation UpperGraphB is also provided as alias!"}));

  // Without the direct provider the alias is fine, with any type comparison that says so.
  c.threads.pop_back();
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ModuleGraphCreator alwaysEqual({}, [](const std::string&, const std::string&) { return true; });
  EXPECT_TRUE(alwaysEqual.compute(c, nullptr, values, errors));
}

TEST(ModuleGraph, ProviderChangesAreListedForReset)
{
  Configuration before, after;
  before.threads = {thread("Lower", {}), thread("Cognition", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}, {"GraphE", "ProvideE"}, {"GraphF", "UsesE"}})};
  after.threads = {thread("Lower", {}), thread("Cognition", {{"GraphA", "ProvideA"}, {"GraphB", "ProvideB"}, {"GraphF", "DefaultUser"}})};
  after.defaultRepresentations = {"GraphDefault"};
  std::vector<ExecutionValues> values;
  std::vector<std::string> errors;
  ASSERT_TRUE(ModuleGraphCreator().compute(after, &before, values, errors)) << errors.front();
  EXPECT_EQ(values[1].reset, (std::vector<std::string>{"GraphE", "GraphF"}));
}

TEST(ModuleGraph, ThreadsNeedNamesAndProvidersNeedBoth)
{
  Configuration c;
  c.threads = {thread("", {{"GraphA", "ProvideA"}}), thread("Cognition", {{"GraphB", ""}})};
  EXPECT_EQ(errorsOf(c), (std::vector<std::string>{"threads[0]: The thread has no name!",
                                                     "Cognition: A representation provider needs a representation and a provider!"}));
}
